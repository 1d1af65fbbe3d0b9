# One image for every environment: the app is built once (no VITE_API_URL), and the API it talks
# to is chosen when the container starts (API_URL, LINKS_HOST; see deploy/docker-entrypoint.sh)
# or by a config.json mounted beside index.html. Without either, it runs its demo API.
#   docker build -t label-admin .
#   docker run -p 8080:80 -e API_URL=https://api.example.com/api/v1 label-admin

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
COPY deploy/docker-entrypoint.sh /docker-entrypoint.d/40-label-admin.sh
RUN chmod +x /docker-entrypoint.d/40-label-admin.sh
EXPOSE 80
