module k8sform.local/pause

go 1.24
