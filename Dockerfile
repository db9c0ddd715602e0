# One image for the gateway and the workers (the command picks which).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# argon2's install step may build it from source where its prebuilt binary does not run, and
# roaring's builds it from source when its prebuilt binary cannot be downloaded (package.json
# allowScripts); node-gyp needs these. The final image does not carry them.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY services/package.json services/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY extension/package.json extension/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 4000
CMD ["node", "gateway/dist/main.js"]
