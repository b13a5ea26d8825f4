# Fellah: one image for the server and the worker (docker-compose.yml runs both).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs it (postinstall): repairs postgres.js for connections lost mid-write or mid-start (issue 21)
COPY scripts/patch-postgres.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# pg_dump for the admin backups when DATABASE_URL points at PostgreSQL
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund
VOLUME /data
EXPOSE 3000
CMD ["node", "--import", "tsx", "src/server/main.ts"]
