# syntax=docker/dockerfile:1
# Static image of one remote; every remote of remotes.registry.json builds with this file. From the repository root:
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=mf-crm -t kredi/mf-crm .
# (docker compose does this for each remote; see docker-compose.yml)
ARG REMOTE

# ---- manifests: every workspace's package.json and the lockfile, so npm ci sees the locked workspace tree ----
FROM node:20-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests && cp package-lock.json /manifests/ \
  && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests \;

# ---- build: root tooling (webpack, swc) plus this remote's dependencies, the kernel and the contracts ----
FROM node:20-slim AS build
ARG REMOTE
WORKDIR /repo
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --workspace=${REMOTE} --include-workspace-root
COPY tsconfig.base.json tsconfig.json remotes.registry.json ./
COPY tooling/ tooling/
COPY shared/kernel/ shared/kernel/
COPY shared/contracts/ shared/contracts/
COPY shared/staff-ui/ shared/staff-ui/
COPY ${REMOTE}/ ${REMOTE}/
RUN npm run build -w ${REMOTE}

# ---- serve: nginx with the shared caching rules ----
FROM nginx:1.27-alpine
ARG REMOTE
COPY deploy/static/caching.conf /etc/nginx/conf.d/00-caching.conf
COPY deploy/static/remote.conf /etc/nginx/conf.d/default.conf
# The whole build: the browser's files and server/routes.js, the remote's server render that the render service
# fetches through the gateway (deploy/remotes.json `server`).
COPY --from=build /repo/${REMOTE}/dist/ /usr/share/nginx/html/
EXPOSE 80
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/mf-manifest.json || exit 1
