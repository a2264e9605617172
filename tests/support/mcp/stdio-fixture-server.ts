// The fixture tools over stdio: `node --import tsx tests/support/mcp/stdio-fixture-server.ts [--page-size N]
// [--fail-listing] [--name NAME]`. `crash` exits the process; `flood {endless: true}` writes one line that
// never ends to stdout (a server that floods its client).
//
// Tests start it through `stdioFixtureTransport()` below (one place that knows the command line).

import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { FixtureTools } from "./fixture-tools";

const here = path.dirname(fileURLToPath(import.meta.url));
/** tsx's loader by its absolute URL: a sandboxed server starts in its own folder, where `tsx` resolves to nothing. */
const tsxLoader = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/loader.mjs")).href;

/** The command that starts this fixture, as a connector's stdio transport. */
export function stdioFixtureTransport(
  options: { pageSize?: number; failListing?: boolean; name?: string; env?: Record<string, string> } = {},
): { type: "stdio"; command: string; args: string[]; env: Record<string, string> } {
  const args = ["--import", tsxLoader, path.join(here, "stdio-fixture-server.ts")];
  if (options.pageSize !== undefined) args.push("--page-size", String(options.pageSize));
  if (options.failListing) args.push("--fail-listing");
  if (options.name !== undefined) args.push("--name", options.name);
  return { type: "stdio", command: process.execPath, args, env: options.env ?? {} };
}

function floodEndlessLine() {
  const chunk = Buffer.alloc(64 * 1024, "x");
  const write = () => {
    while (process.stdout.write(chunk)) {
      // keep writing until the pipe is full, then wait for it to drain
    }
    process.stdout.once("drain", write);
  };
  write();
}

async function main() {
  const argv = process.argv.slice(2);
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const pageSize = option("--page-size");
  const tools = new FixtureTools({
    pageSize: pageSize === undefined ? undefined : Number(pageSize),
    failListing: argv.includes("--fail-listing"),
    serverName: option("--name"),
  });
  const server = tools.createServer({ crash: () => process.exit(3), floodEndlessLine });
  process.stdout.on("error", () => process.exit(0));
  await server.connect(new StdioServerTransport());
  process.stderr.write("stdio fixture ready\n");
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`stdio fixture failed: ${String(error)}\n`);
    process.exit(1);
  });
}
