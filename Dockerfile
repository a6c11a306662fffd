# The site and its API in one image: built in one stage, run as a non-root user in the last.
# Untested here: these machines have no container daemon. tests/unit/server/container.test.ts checks
# that the start command below is the one `npm start` runs and signals, and runs the last stage's
# files as they are copied; `docker build` itself has not been run.
#
#   docker build -t portfolio .
#   docker run -p 3000:3000 -v portfolio-data:/data portfolio
#
# The browser's settings (VITE_*, see .env.example) are read when the site is built, so they are
# build arguments: docker build --build-arg VITE_VOICE_ENABLED=true …

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG VITE_EMAILJS_SERVICE_ID=
ARG VITE_EMAILJS_TEMPLATE_ID=
ARG VITE_EMAILJS_USER_ID=
ARG VITE_SPEED_INSIGHTS=false
ARG VITE_VOICE_ENABLED=false
ARG VITE_VOICE_PUBLIC_KEY=
ARG VITE_VOICE_ASSISTANT_ID=
ARG VITE_VOICE_API_BASE=https://api.vapi.ai
RUN NODE_ENV=production npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 OUTBOX_FILE=/data/outbox.jsonl
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json tsconfig.json ./
COPY contracts ./contracts
COPY content ./content
COPY server ./server
# The local outbox lives on a volume, so messages outlive the container.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: it drains, then exits 0 within SHUTDOWN_TIMEOUT_MS
# (8 s, inside docker stop's 10 s). The server starts no child processes, so nothing needs reaping.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/node.ts"]
