# Fellah: one image for the server and the worker (docker-compose.yml runs both).
# .dockerignore keeps ./data (JWT secret, embedded database, uploads, backups), .env*, .git and node_modules out of
# the build context, so none of them can be baked into a layer; the process runs as the unprivileged `node` user.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs it (postinstall): repairs postgres.js for connections lost mid-write or mid-start (issue 21)
COPY scripts/patch-postgres.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The storefront (dist/client) and the server and worker (dist/server, plain ES modules: no TypeScript compiled at start)
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The heap the server runs with, as `npm start` runs it (SERVER_NODE_FLAGS in scripts/build-server.mjs)
ENV NODE_OPTIONS="--max-semi-space-size=4 --max-old-space-size=192"
# pg_dump / pg_restore / psql for the admin backups when DATABASE_URL points at PostgreSQL. pg_dump refuses a server
# newer than itself and Debian 12 ships only client 15, so the client comes from PostgreSQL's own apt repository
# (PGDG, set up by postgresql-common's script with the signing key that package ships): client 18 dumps servers
# 9.2–18, so compose can run a current PostgreSQL (docker-compose.yml: postgres:18), as the embedded default does.
ARG PG_CLIENT_MAJOR=18
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y -qq --no-install-recommends "postgresql-client-${PG_CLIENT_MAJOR}" \
  && rm -rf /var/lib/apt/lists/* \
  && pg_dump --version
WORKDIR /app
# The application is root's and read-only to the process; only DATA_DIR is the node user's.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The server under its supervisor (src/host/supervisor.ts): a worker that dies is replaced at once; WEB_CONCURRENCY workers.
CMD ["node", "dist/server/supervisor.mjs"]
