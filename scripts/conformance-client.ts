// The MCP conformance suite's client adapter (STACK.md, Added 2026-12-01): the harness runs
// `<command> <server-url>` with MCP_CONFORMANCE_SCENARIO (and MCP_CONFORMANCE_CONTEXT for pre-registered
// clients); this turns that into a `connector check` command line — the product's own client — with the
// call each scenario expects.
import "../lib/server/cli/allow-server-only";
import { runCli } from "../lib/server/cli/run-cli";

const CONFORMANCE_CLIENT_METADATA_URL = "https://conformance-test.local/client-metadata.json";

function commandLine(url: string, scenario: string, context: Record<string, unknown>): string[] {
  const line = ["connector", "check", "--url", url, "--authorize-headless"];
  if (scenario === "tools_call") line.push("--call", "add_numbers", "--arguments", JSON.stringify({ a: 2, b: 3 }));
  if (scenario === "sse-retry") line.push("--call", "test_reconnection");
  // The step-up server asks for more scope on tools/call only (its one tool is `test-tool`).
  if (scenario === "auth/scope-step-up") line.push("--call", "test-tool");
  if (scenario === "auth/basic-cimd") line.push("--client-metadata-url", CONFORMANCE_CLIENT_METADATA_URL);
  if (typeof context.client_id === "string") line.push("--client-id", context.client_id);
  if (typeof context.client_secret === "string") line.push("--client-secret", context.client_secret);
  return line;
}

const url = process.argv.at(-1) ?? "";
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? "";
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? "{}") as Record<string, unknown>;
runCli(commandLine(url, scenario, context)).then((exitCode) => process.exit(exitCode));
