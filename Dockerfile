# syntax=docker/dockerfile:1
# Continuum's server (API + built web app) as an image: see README "Deploying" and decision 0058.
# Nothing here is run by the project's tests (no Docker engine runs on its machines); the file is linted instead.

# --- build: dependencies, the web app and the server bundle --------------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# `npm install` (which follows the lock file) rather than `npm ci`, as scripts/lib/setup.mjs explains.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- run: production dependencies and built files only, as an unprivileged user --------------------------------
FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contracts ./packages/contracts
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/migrations ./apps/server/migrations
# The compliance profiles, read and validated at start from beside the bundle (decision 0117).
COPY --from=build /app/apps/server/src/modules/compliance/profiles ./apps/server/src/modules/compliance/profiles
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The demo course packages (DEMO_SEED=true outside production).
COPY --from=build /app/content ./content
RUN mkdir -p /data && chown node:node /data
USER node
# Local files when no S3 bucket is set, and the generated session secret when SESSION_SECRET is not.
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/management/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: the server stops accepting, finishes what it accepted, writes pending seat time, then exits.
STOPSIGNAL SIGTERM
# The flags of scripts/lib/server-node-flags.mjs (scripts/check-deploy.mjs fails when the two differ).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "--heap-growing-percent=100", "--no-memory-reducer", "apps/server/dist/main.js"]
