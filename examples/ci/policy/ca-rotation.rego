# A phase of a CA rotation (spec.certificates.rotateCA: trust-both, reissue, drop-old) needs a label:
# each phase changes what every component and client trusts or which CA signs, and the cluster CA's
# phases restart every kubelet and control-plane component. The plan shows it as CA certificates
# whose content changes (reason code "ca-changed") and the new CA waiting in *-next.crt/key.
package k8sform

import rego.v1

ca_changes contains change.address if {
	some change in input.resource_changes
	change.action != "noop"
	some reason in change.reasons
	reason.code == "ca-changed"
}

ca_changes contains change.address if {
	some change in input.resource_changes
	change.action != "noop"
	change.kind == "file"
	regex.match(`ca-next\.(crt|key)$`, change.name)
}

deny contains msg if {
	count(ca_changes) > 0
	not labelled(ca_rotation_label)
	msg := sprintf("the plan moves a CA rotation phase (%s): changing the cluster's CAs needs the label %s", [concat(", ", sort(ca_changes)), ca_rotation_label])
}
