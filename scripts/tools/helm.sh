#!/usr/bin/env bash
# Builds Helm from its Go module and prints the path of the binary as the last line of stdout. The
# tests render the charts of spec.addons.helm with it, as users' own helm would.
#
# Usage: scripts/tools/helm.sh [VERSION]      VERSION defaults to the one below
#
# go-tool.sh builds it outside the repository, once per version, in
#   ${K8SFORM_TOOLS_CACHE:-/var/cache/k8sform/tools}/helm-VERSION/helm
#
# Environment: K8SFORM_TOOLS_CACHE (cache root), GO (the go command).
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/go-tool.sh" helm "helm.sh/helm/v4/cmd/helm@${1:-v4.3.1}"
