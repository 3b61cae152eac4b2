# What the pull request (GitHub) or merge request (GitLab) allows: the labels that let the rules in
# this folder pass a plan they would otherwise deny. Rename a label here, and on GitHub or GitLab.
#
# The labels reach Conftest as data: the CI job writes labels.json, {"pull_request": {"labels":
# ["name", ...]}}, and passes it with --data labels.json. No labels.json (or none of these labels):
# every deny rule applies.
package k8sform

import rego.v1

removal_label := "k8sform/allow-removal"

ca_rotation_label := "k8sform/allow-ca-rotation"

upgrade_label := "k8sform/allow-upgrade"

default labels := []

labels := data.pull_request.labels

labelled(name) if name in labels
