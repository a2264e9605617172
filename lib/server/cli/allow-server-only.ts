import Module, { createRequire } from "node:module";

// Import this first in a script (scripts/start.ts, scripts/cli.ts). Scripts are server code, but they run
// outside Next's "react-server" condition, where the `server-only` marker throws as soon as it is
// imported. Registering the marker as an already-loaded empty module lets scripts share lib/server with
// the app while the marker keeps guarding client bundles. (tsx runs our .ts files as CommonJS.)
const localRequire = createRequire(__filename);
const markerPath = localRequire.resolve("server-only");
if (!localRequire.cache[markerPath]) {
  const marker = new Module(markerPath);
  marker.filename = markerPath;
  marker.loaded = true;
  marker.exports = {};
  localRequire.cache[markerPath] = marker;
}
