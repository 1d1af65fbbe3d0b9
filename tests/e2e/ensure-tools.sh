#!/bin/sh
# What the browser journeys need from Debian: Chromium (never a downloaded browser), nginx and
# envsubst (the production server run, and the image's start script test, tests/deploy/).
# Installed when missing and allowed (root with apt-get).
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=""
[ -x "$CHROMIUM" ] || missing="$missing chromium"
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing="$missing nginx"
command -v envsubst >/dev/null 2>&1 || missing="$missing gettext-base"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages for the browser tests:$missing"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null && exit 0
fi
echo "Missing for the browser tests:$missing. Install with: sudo apt-get install$missing" >&2
exit 1
