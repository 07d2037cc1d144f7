# syntax=docker/dockerfile:1
# Tumbuh in a container (issue 19, decision 025): Node 22 LTS on Debian bookworm. The first stage
# installs everything and builds the client; the second keeps the production dependencies, the
# build and the server's TypeScript (run by tsx, decision 009) and runs as the unprivileged `node`
# user. compose.yaml runs two of these on one PostgreSQL behind Caddy.
#
#   docker build -t tumbuh --build-arg PUBLIC_URL=https://tumbuh.example.com .
#
# The public settings are baked into the client at build time (decision 008): give PUBLIC_URL and
# any other public setting you change (PRODUCT_NAME, CONTACT_*, …, OIDC_ISSUER) as build args, and
# the same values to the running container.

FROM node:22-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
# better-sqlite3 fetches its prebuilt binary or compiles with the image's python3, make and g++.
RUN npm ci --no-audit --no-fund
COPY . .
ARG PUBLIC_URL
ARG OIDC_ISSUER
ARG OIDC_CLIENT_ID
ARG API_BASE_URL
ARG PRODUCT_NAME
ARG PRODUCT_URL
ARG CONTACT_PHONE
ARG CONTACT_EMAIL
ARG COMPANY_ADDRESS
ARG WHATSAPP_NUMBER
ARG INSTAGRAM_URL
ARG LINKEDIN_URL
ARG SISTER_SITE_NAME
ARG SISTER_SITE_URL
# A build arg not given is an empty variable, which the configuration would refuse: unset those.
RUN for name in PUBLIC_URL OIDC_ISSUER OIDC_CLIENT_ID API_BASE_URL PRODUCT_NAME PRODUCT_URL CONTACT_PHONE CONTACT_EMAIL COMPANY_ADDRESS \
      WHATSAPP_NUMBER INSTAGRAM_URL LINKEDIN_URL SISTER_SITE_NAME SISTER_SITE_URL; do \
      if [ -z "$(printenv "$name")" ]; then unset "$name"; fi; \
    done \
 && npx vite build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json /app/tsconfig.base.json /app/tsconfig.node.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/src/contract ./src/contract
COPY --from=build /app/src/shared ./src/shared
# The embedded provider serves its page assets from public/idp (server/idp/plugin.ts).
COPY --from=build /app/public/idp ./public/idp
# DATA_DIR: the SQLite file when no DATABASE_URL is given, else nothing shared (decision 025).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tsx directly (not npm): the server gets SIGTERM itself and closes cleanly. The flag keeps
# AsyncLocalStorage off every promise (decision 039); it is the default from Node 24.
CMD ["node_modules/.bin/tsx", "--experimental-async-context-frame", "server/index.ts"]
