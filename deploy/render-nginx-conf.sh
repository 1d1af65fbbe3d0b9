#!/bin/sh
# Renders the nginx site configuration (deploy/nginx/*.template) into OUT_DIR.
#   OUT_DIR      where label-admin.conf and label-admin-headers.conf are written (required)
#   APP_ROOT     the production build's folder (default /usr/share/nginx/html)
#   LISTEN_PORT  default 80
#   API_URL      the API's base URL, when it is not on the app's origin: its origin is allowed
#                by the Content-Security-Policy (connections, images, media). Several,
#                space-separated, are allowed too (the browser tests use two).
# Used by the Docker image at start and by the browser tests' nginx run.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
: "${OUT_DIR:?OUT_DIR is required}"
export APP_ROOT="${APP_ROOT:-/usr/share/nginx/html}"
export LISTEN_PORT="${LISTEN_PORT:-80}"
# scheme://host[:port] of each API_URL (space-separated when a test serves several); nothing for
# demo mode or an API on the app's own origin, which 'self' covers.
API_ORIGIN=""
for url in ${API_URL:-}; do
  case "$url" in
    /*) continue ;;
  esac
  origin="$(printf '%s' "$url" | sed -n 's#^\(https\{0,1\}://[^/]*\).*#\1#p')"
  if [ -z "$origin" ]; then
    echo "API_URL must start with http:// or https:// (got: $url)" >&2
    exit 1
  fi
  API_ORIGIN="${API_ORIGIN:+$API_ORIGIN }$origin"
done
export API_ORIGIN
mkdir -p "$OUT_DIR"
export HEADERS_FILE="$OUT_DIR/label-admin-headers.conf"
# Only our variables: nginx's own ($uri, ...) are left as they are.
envsubst '${APP_ROOT} ${LISTEN_PORT} ${HEADERS_FILE}' \
  < "$here/nginx/label-admin.conf.template" > "$OUT_DIR/label-admin.conf"
envsubst '${API_ORIGIN}' \
  < "$here/nginx/security-headers.conf.template" > "$HEADERS_FILE"
