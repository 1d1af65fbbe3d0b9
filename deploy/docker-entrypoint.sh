#!/bin/sh
# The image's start script: nginx's own entrypoint runs it before nginx starts
# (/docker-entrypoint.d/40-label-admin.sh), and a non-zero exit stops the container there.
#
# One image for every environment, and ONE value for the API's address, from which both what the
# app reads (config.json) and what the browser lets it reach (the Content-Security-Policy's
# connect-src) are derived, so that the two can never disagree:
#   API_URL      the API v1 base URL (http:// or https://), written to config.json; or
#   config.json  mounted beside index.html: left as it is, and its apiUrl is the address.
#                Both given: they must name the same address, else the container refuses to start.
#   LINKS_HOST   where public smart-link pages live, written to config.json beside API_URL's
#                address (with a mounted file, its linksHost must be the same).
#   DEMO_MODE=1  no API address: the app serves its built-in demo API (sample data kept in each
#                browser, demo credentials on the sign-in page). Without an API address and
#                without DEMO_MODE=1 the container refuses to start: never a demo by accident.
# The address is read once, here: after changing API_URL or the mounted file, restart.
# HTML_DIR, CONF_DIR and RENDER_SCRIPT are the image's paths unless given (the tests use their own).
set -eu
html="${HTML_DIR:-/usr/share/nginx/html}"
conf="${CONF_DIR:-/etc/nginx/conf.d}"
config="$html/config.json"

fail() {
  printf 'label-admin: %s\n' "$*" >&2
  exit 1
}
trimmed() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
# The app drops an address's trailing slashes, so "…/v1/" and "…/v1" are the same address.
same_address() {
  [ "$(trimmed "$1" | sed 's#/*$##')" = "$(trimmed "$2" | sed 's#/*$##')" ]
}
json_string() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }
# A string field of config.json, "" when absent (the file is the app's small flat object).
json_field() {
  tr -d '\n\r' < "$config" |
    sed -n "s/.*\"$1\"[[:space:]]*:[[:space:]]*\"\([^\"]*\)\".*/\1/p"
}

case "${DEMO_MODE:-}" in
  '' | 0) demo='' ;;
  1) demo=1 ;;
  *) fail "DEMO_MODE must be 1 (serve the built-in demo API) or unset (got: $DEMO_MODE)." ;;
esac
env_api="$(trimmed "${API_URL:-}")"
links="$(trimmed "${LINKS_HOST:-}")"

if [ -f "$config" ]; then
  api="$(trimmed "$(json_field apiUrl)")"
  from="$config"
  if [ -n "$env_api" ] && [ -z "$api" ]; then
    fail "API_URL is $env_api but $from has no apiUrl, so the app would not use it." \
      "Keep one: put \"apiUrl\": \"$env_api\" in the file, or remove the file and keep API_URL."
  fi
  if [ -n "$env_api" ] && ! same_address "$env_api" "$api"; then
    fail "API_URL ($env_api) and the apiUrl of $from ($api) disagree." \
      "Keep one: unset API_URL to use the file, or remove the file to let API_URL write it" \
      "(or make them the same), then start again."
  fi
  file_links="$(trimmed "$(json_field linksHost)")"
  if [ -n "$links" ] && ! same_address "$links" "$file_links"; then
    fail "LINKS_HOST ($links) and the linksHost of $from (${file_links:-none}) disagree." \
      "Keep one: unset LINKS_HOST to use the file, or put \"linksHost\": \"$links\" in it."
  fi
else
  api="$env_api"
  from='API_URL'
fi

if [ -z "$api" ] && [ -z "$demo" ]; then
  fail "no API address. Set API_URL (e.g. -e API_URL=https://api.example.com/api/v1) or mount" \
    "a config.json with an apiUrl at $config. To serve the built-in demo API instead (sample" \
    "data kept in each browser, demo credentials shown on the sign-in page), set DEMO_MODE=1."
fi
if [ -n "$api" ] && [ -n "$demo" ]; then
  fail "DEMO_MODE=1 and an API address ($api, from $from) are both given." \
    "Keep one: unset DEMO_MODE to use the API, or remove the address to serve the demo."
fi
case "$api" in
  '' | http://?* | https://?*) ;;
  *) fail "the API address must be a full http:// or https:// URL (got: $api, from $from)." ;;
esac
case "$api" in
  *[[:space:]]*) fail "the API address must not contain spaces (got: $api, from $from)." ;;
esac

if [ ! -f "$config" ] && { [ -n "$api" ] || [ -n "$links" ]; }; then
  {
    printf '{ '
    [ -n "$api" ] && printf '"apiUrl": %s' "$(json_string "$api")"
    [ -n "$api" ] && [ -n "$links" ] && printf ', '
    [ -n "$links" ] && printf '"linksHost": %s' "$(json_string "$links")"
    printf ' }\n'
  } > "$config"
fi

# The policy allows exactly the address config.json names (nothing more in demo mode: 'self').
API_URL="$api" OUT_DIR="$conf" APP_ROOT="$html" LISTEN_PORT="${LISTEN_PORT:-80}" \
  sh "${RENDER_SCRIPT:-/opt/label-admin/render-nginx-conf.sh}"
# The image's own default site would answer on the same port.
rm -f "$conf/default.conf"

if [ -n "$api" ]; then
  echo "label-admin: the app talks to the API at $api (from $from), which the policy allows."
else
  echo "label-admin: DEMO_MODE=1: the app serves its built-in demo API; no data leaves the browser."
fi
