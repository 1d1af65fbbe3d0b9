# One image for every environment: the app is built once (no VITE_API_URL), and the API it talks
# to is chosen when the container starts, from ONE value that gives both config.json and the
# Content-Security-Policy's connect-src (deploy/docker-entrypoint.sh):
#   -e API_URL=https://api.example.com/api/v1   written to config.json (LINKS_HOST beside it)
#   -v ./staging.json:/usr/share/nginx/html/config.json:ro   a mounted file; its apiUrl is allowed
# Both given and naming different APIs, or neither given: the container refuses to start, with a
# message saying what to do. DEMO_MODE=1 (and no API address) serves the built-in demo API, whose
# data live in each browser; a production build on its demo API shows a "Demo data" mark.
# The address is read at start: after changing it, restart the container.
#   docker build -t label-admin .
#   docker run -p 8080:80 -e API_URL=https://api.example.com/api/v1 label-admin
#   docker run -p 8080:80 -e DEMO_MODE=1 label-admin

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM nginx:1.28-bookworm
COPY --from=build /app/dist /usr/share/nginx/html
COPY deploy/render-nginx-conf.sh /opt/label-admin/
COPY deploy/nginx/ /opt/label-admin/nginx/
# nginx's entrypoint runs the scripts of /docker-entrypoint.d/ before nginx, and stops the
# container when one fails: that is how a missing or conflicting API address refuses to start.
COPY deploy/docker-entrypoint.sh /docker-entrypoint.d/40-label-admin.sh
RUN chmod +x /docker-entrypoint.d/40-label-admin.sh
# Unset: an API address is required. 1: the demo, explicitly.
ENV DEMO_MODE=""
EXPOSE 80
