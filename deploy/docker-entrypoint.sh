#!/bin/sh
# Runs in nginx's image before nginx starts (/docker-entrypoint.d/): one image for every
# environment, configured when the container starts.
#   API_URL     the API v1 base URL; written to config.json and allowed by the CSP.
#               Unset: no config.json is written, and the build's own choice stands (demo mode
#               for a build made without VITE_API_URL).
#   LINKS_HOST  where public smart-link pages live; written to config.json.
# A config.json mounted into /usr/share/nginx/html is left as it is, and its apiUrl is the one
# the Content-Security-Policy allows (restart the container after changing it).
set -eu
html="${HTML_DIR:-/usr/share/nginx/html}"
conf="${CONF_DIR:-/etc/nginx/conf.d}"
json_string() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }
if [ -n "${API_URL:-}" ] && [ ! -e "$html/config.json" ]; then
  {
    printf '{ "apiUrl": %s' "$(json_string "$API_URL")"
    [ -n "${LINKS_HOST:-}" ] && printf ', "linksHost": %s' "$(json_string "$LINKS_HOST")"
    printf ' }\n'
  } > "$html/config.json"
fi
if [ -z "${API_URL:-}" ] && [ -f "$html/config.json" ]; then
  API_URL="$(tr -d '\n' < "$html/config.json" |
    sed -n 's/.*"apiUrl"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p')"
fi
export API_URL="${API_URL:-}"
OUT_DIR="$conf" APP_ROOT="$html" LISTEN_PORT="${LISTEN_PORT:-80}" \
  sh "${RENDER_SCRIPT:-/opt/label-admin/render-nginx-conf.sh}"
# The image's own default site would answer on the same port.
rm -f "$conf/default.conf"
