# Production images. `app`: the API (Strapi) with the built storefront; `web`: nginx with the
# storefront's static files, proxying /api, /admin and /uploads to the app replicas.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY cms/package.json cms/
COPY storefront/package.json storefront/
COPY scripts/package.json scripts/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build --workspace contracts \
  && npm run build --workspace storefront \
  && NODE_ENV=production npm run build --workspace cms \
  && npm prune --omit=dev

FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=1337 STRAPI_TELEMETRY_DISABLED=true
WORKDIR /app
COPY --from=build /app /app
WORKDIR /app/cms
EXPOSE 1337
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:1337/_health').then(r=>process.exit(r.status===204?0:1)).catch(()=>process.exit(1))"
CMD ["node", "../node_modules/@strapi/strapi/bin/strapi.js", "start"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/storefront/dist /usr/share/nginx/html
