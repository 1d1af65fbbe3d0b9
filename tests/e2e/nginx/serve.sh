#!/bin/sh
# Serves the production build (dist/) with Debian's nginx and the repository's site
# configuration (deploy/), in the foreground, for the browser journeys' nginx run.
#   PORT     default 4174
#   API_URL  passed on to the configuration (its origin is allowed by the CSP)
#   WORK     its own folder under node_modules/.tmp (default nginx): two servers run at once,
#            one whose config.json journeys write, one whose config.json is never written
set -eu
root="$(cd "$(dirname "$0")/../../.." && pwd)"
NGINX="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ ! -x "$NGINX" ]; then
  echo "nginx not found. Install it with: sudo apt-get install nginx-light gettext-base" >&2
  exit 1
fi
[ -f "$root/dist/index.html" ] || { echo "No build in dist/: run npm run build first" >&2; exit 1; }
work="$root/node_modules/.tmp/${WORK:-nginx}"
rm -rf "$work" && mkdir -p "$work/site"
# The site's root holds links to dist/'s entries (tests/e2e/nginx/site.ts): the journeys that
# write a config.json beside index.html write it here, and the demo run, which serves dist/ with
# Vite's preview server at the same time, never sees it. A rebuild is served at once (the links
# lead into dist/).
for entry in "$root"/dist/*; do ln -s "$entry" "$work/site/"; done
OUT_DIR="$work/conf.d" APP_ROOT="$work/site" LISTEN_PORT="${PORT:-4174}" \
  sh "$root/deploy/render-nginx-conf.sh"
# Only the process-level settings are the tests' own; the site is deploy/'s, unchanged.
cat > "$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log stderr warn;
$( [ "$(id -u)" = 0 ] && echo "user root;" )
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path $work/body;
    proxy_temp_path $work/proxy;
    fastcgi_temp_path $work/fastcgi;
    uwsgi_temp_path $work/uwsgi;
    scgi_temp_path $work/scgi;
    include $work/conf.d/label-admin.conf;
}
CONF
"$NGINX" -t -q -c "$work/nginx.conf" -p "$work"
exec "$NGINX" -c "$work/nginx.conf" -p "$work" -g 'daemon off;'
