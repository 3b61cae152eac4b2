#!/usr/bin/env bash
# Builds Conftest (the policy checker that runs Rego policies against structured files) from its Go
# module and prints the path of the binary as the last line of stdout. The tests run the example
# policies of examples/ci/policy with it against real plans of the local example.
#
# Usage: scripts/tools/conftest.sh [VERSION]      VERSION defaults to the one below
#
# go-tool.sh builds it outside the repository, once per version, in
#   ${K8SFORM_TOOLS_CACHE:-/var/cache/k8sform/tools}/conftest-VERSION/conftest
#
# Environment: K8SFORM_TOOLS_CACHE (cache root), GO (the go command).
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/go-tool.sh" conftest "github.com/open-policy-agent/conftest@${1:-v0.71.1}"
