# syntax=docker/dockerfile:1
# Phlox Admin's release image. It is made exactly as scripts/release-test.mjs (part of `npm test`) makes and runs a
# release — `npm run build`, scripts/pack-release.mjs, `npm ci --omit=dev`, `node apps/api/dist/server.js` — but this
# file itself has not been built where the product is developed (no container images can be pulled there).
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
# Manifests first: the dependency layer is reused until one of them changes.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/pack-release.mjs /release

FROM node:${NODE_VERSION}-bookworm-slim AS release
WORKDIR /app
ENV APP_ENV=production \
    NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    PORT=3000 \
    DATA_DIR=/app/data
COPY --from=build /release ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
    && mkdir -p /app/data && chown node:node /app/data
# The code stays root's and read-only to the server; only DATA_DIR (local uploads, or the demo database) is writable.
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# Readiness: 200 once the database answers and is migrated (the start-up waits for an unreachable database).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
