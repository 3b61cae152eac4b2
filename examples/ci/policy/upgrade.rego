# A change of the Kubernetes version (spec.kubernetesVersion) needs a label: apply restarts every
# control-plane component and kubelet on the new release, one host at a time. The plan shows it as
# kubelets restarted on another release (reason code "version") and as control-plane static pods
# whose images move to another release.
package k8sform

import rego.v1

# The Kubernetes releases a static pod's manifest runs: the tags of its kube-* images.
releases(text) := {match[1] |
	some match in regex.find_all_string_submatch_n(`image: *\S+/kube-[a-z-]+:(v[0-9]+\.[0-9]+\.[0-9]+)`, text, -1)
}

version_changes contains sprintf("%s (%s)", [change.address, reason.detail]) if {
	some change in input.resource_changes
	some reason in change.reasons
	reason.code == "version"
}

version_changes contains sprintf("%s (%s → %s)", [change.address, concat(", ", sort(before)), concat(", ", sort(after))]) if {
	some change in input.resource_changes
	change.format == "static-pod"
	change.action == "update"
	before := releases(change.before.view.text)
	after := releases(change.after.view.text)
	count(before) > 0
	before != after
}

deny contains msg if {
	count(version_changes) > 0
	not labelled(upgrade_label)
	msg := sprintf("the plan changes the Kubernetes version to %s: %s: a version change needs the label %s", [input.kubernetes_version, concat(", ", sort(version_changes)), upgrade_label])
}
