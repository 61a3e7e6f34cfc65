#!/bin/sh
# Browser tests of `genial show`: render every teaching example's SVG and
# step through its HTML page in headless Chromium (tests/browser.py).
# Without Chromium (or Python 3 with PyYAML) the test is skipped with a
# message, unless BROWSER_REQUIRED=1 (`make browser`), which fails instead.
# Usage: sh tests/browser.sh [GENIAL]        (default ./genial)
set -u
bin=${1:-./genial}
cd "$(dirname "$0")/.." || exit 2
skip() {
	echo "browser: skipped ($1)"
	[ "${BROWSER_REQUIRED:-0}" = 1 ] && exit 1
	exit 0
}
chromium=
for c in chromium chromium-browser google-chrome; do
	if command -v "$c" >/dev/null 2>&1; then
		chromium=$(command -v "$c")
		break
	fi
done
[ -n "$chromium" ] || skip "chromium not installed"
python3 -c 'import yaml' 2>/dev/null || skip "python3 with PyYAML not installed"
exec python3 tests/browser.py "$bin" "$chromium"
