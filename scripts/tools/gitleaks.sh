#!/usr/bin/env bash
# Builds gitleaks (the secret scanner GitHub push protection's users and CI pipelines run) and
# prints the path of the binary as the last line of stdout. The tests scan k8sform's artifacts
# (snapshots, saved plans) with it: what a pull request uploads must not read as a credential.
#
# Usage: scripts/tools/gitleaks.sh [VERSION]      VERSION defaults to the one below
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/go-tool.sh" gitleaks "github.com/zricethezav/gitleaks/v8@${1:-v8.30.1}"
