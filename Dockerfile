# Fellah: one image for the server and the worker (docker-compose.yml runs both).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs it (postinstall): repairs postgres.js for connections lost mid-write or mid-start (issue 21)
COPY scripts/patch-postgres.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The storefront (dist/client) and the server and worker (dist/server, plain ES modules: no TypeScript compiled at start)
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The heap the server runs with, as `npm start` runs it (SERVER_NODE_FLAGS in scripts/build-server.mjs)
ENV NODE_OPTIONS="--max-semi-space-size=4 --max-old-space-size=192"
# pg_dump for the admin backups when DATABASE_URL points at PostgreSQL
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund
VOLUME /data
EXPOSE 3000
CMD ["node", "dist/server/main.mjs"]
