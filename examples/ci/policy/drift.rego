# Drift the plan overwrites is called out, never denied: a change made on a host or in the cluster
# since k8sform's last apply (origin "drift") that this plan puts back as cluster.yaml wants it.
# Someone changed it on purpose, perhaps to fix an outage: the reviewer should know it is undone.
package k8sform

import rego.v1

warn contains msg if {
	some change in input.resource_changes
	change.origin == "drift"
	change.action != "noop"
	why := concat("; ", [sprintf("%s: %s", [reason.code, reason.detail]) | some reason in change.reasons])
	msg := sprintf("%s was changed outside k8sform since its last apply, and this plan overwrites it (%s)", [change.address, why])
}
