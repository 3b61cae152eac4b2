# Removing machines needs a label: a host that left cluster.yaml leaves the cluster when the plan is
# applied (its Node is deleted and drained, its kubelet stopped, k8sform's files on it moved into a
# backup folder), and a control plane's etcd member is removed, which lowers how many failures etcd
# survives. The plan says so with the reason code "left" on each of these changes.
package k8sform

import rego.v1

# The host of a change: host[NAME] for what is on a host, NAME for its Node (cluster.object[v1/Node/NAME]).
host_of(change) := substring(change.scope, 5, count(change.scope) - 6) if startswith(change.scope, "host[")

host_of(change) := parts[2] if {
	change.kind == "object"
	parts := split(change.name, "/")
	parts[0] == "v1"
	parts[1] == "Node"
}

leaving contains host_of(change) if {
	some change in input.resource_changes
	change.action == "delete"
	some reason in change.reasons
	reason.code == "left"
}

deny contains msg if {
	some host in leaving
	not labelled(removal_label)
	msg := sprintf("host[%s] leaves the cluster (no longer in cluster.yaml: its Node is deleted, its kubelet stopped, k8sform's files on it moved away): removing a host needs the label %s", [host, removal_label])
}

deny contains msg if {
	some change in input.resource_changes
	change.kind == "member"
	change.action == "delete"
	not labelled(removal_label)
	msg := sprintf("%s is removed from etcd (one member fewer to keep quorum): removing an etcd member needs the label %s", [change.address, removal_label])
}
