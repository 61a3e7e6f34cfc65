#!/bin/sh
# Make sure the Debian packages the build needs are installed.  As root,
# install what is missing; otherwise print the exact apt-get line and fail.
# Usage: scripts/deps.sh [PACKAGE...]  (default: the build and test set)
set -u
pkgs=${*:-"build-essential pkg-config libyaml-dev libjansson-dev libcriterion-dev mandoc python3"}
missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
	echo "installing:$missing" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq >/dev/null && apt-get install -y -qq $missing >/dev/null && exit 0
	echo "scripts/deps.sh: apt-get failed for:$missing" >&2
	exit 1
fi
echo "missing Debian packages; run as root:" >&2
echo "  apt-get install -y$missing" >&2
exit 1
