import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { StdioCommandRule } from "@/lib/settings/host-setting-kinds";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 16, item 3: running a program on the host is the operator's decision, never an organisation admin's.
// A stdio connector's `transport.command` must be one TOLLGATE_STDIO_COMMANDS allows — an absolute path, or
// an npm package's bin (its name, or its path in the product's node_modules/.bin) — `*` allows any; unset
// allows the MCP reference servers' bins installed here. Checked when a connector is created (422 naming
// transport.command) and again each time a server is started, so a connector stored before the setting
// changed does not start. A bin name starts the product's own node_modules/.bin copy, never whatever a PATH finds.
// Not server-only: `npm start` names the allowed commands when it starts.

/** The MCP project's reference servers are its npm packages @modelcontextprotocol/server-*. */
const REFERENCE_SCOPE = "@modelcontextprotocol";

export type CommandVerdict = { allowed: true; launch: string } | { allowed: false; message: string };

const binFolder = (root: string) => path.join(root, "node_modules", ".bin");

/** The bins of the reference servers installed under `root` (read from their package.json). */
export function referenceServerBins(root: string = process.cwd()): string[] {
  const scope = path.join(root, "node_modules", REFERENCE_SCOPE);
  let packages: string[];
  try {
    packages = readdirSync(scope).filter((name) => name.startsWith("server-"));
  } catch {
    return [];
  }
  const bins: string[] = [];
  for (const name of packages) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(scope, name, "package.json"), "utf8")) as { name?: string; bin?: string | Record<string, string> };
      const declared = typeof manifest.bin === "string" ? [manifest.name?.split("/").pop() ?? name] : Object.keys(manifest.bin ?? {});
      bins.push(...declared.filter((bin) => existsSync(path.join(binFolder(root), bin))));
    } catch {
      // a package without a readable manifest offers no bin
    }
  }
  return bins.sort();
}

/** The bin a command names: `mcp-server-memory`, or `<root>/node_modules/.bin/mcp-server-memory`. */
function binNamed(command: string, root: string): string | null {
  if (!command.includes("/")) return command;
  const normal = path.normalize(command);
  return path.dirname(normal) === binFolder(root) ? path.basename(normal) : null;
}

function allowedList(rule: StdioCommandRule, root: string): readonly string[] {
  return rule.kind === "listed" ? rule.entries : rule.kind === "reference_servers" ? referenceServerBins(root) : [];
}

function launchOf(command: string, root: string): string {
  const bin = binNamed(command, root);
  return bin !== null && !command.includes("/") ? path.join(binFolder(root), bin) : command;
}

/** One spelling per program: a bin name as its node_modules/.bin path, a path normalized (platform targets compare these). */
export function commandPath(command: string, root: string = process.cwd()): string {
  const launched = launchOf(command.trim(), root);
  return launched.startsWith("/") ? path.normalize(launched) : launched;
}

/** May a stdio connector run `command` here, and what is started for it. */
export function stdioCommandVerdict(command: string, rule: StdioCommandRule = readSettings().TOLLGATE_STDIO_COMMANDS, root: string = process.cwd()): CommandVerdict {
  const trimmed = command.trim();
  if (rule.kind === "any") return { allowed: true, launch: launchOf(trimmed, root) };
  const allowed = allowedList(rule, root);
  const bin = binNamed(trimmed, root);
  const matches = allowed.some((entry) => (entry.startsWith("/") ? trimmed.startsWith("/") && path.normalize(trimmed) === path.normalize(entry) : bin === entry));
  if (matches && (bin === null || trimmed.includes("/") || existsSync(path.join(binFolder(root), bin)))) return { allowed: true, launch: launchOf(trimmed, root) };
  const offer = allowed.length === 0 ? "it allows none" : `it allows ${allowed.join(", ")}`;
  return {
    allowed: false,
    message: `${JSON.stringify(trimmed)} is not a command the operator allows stdio connectors to run (TOLLGATE_STDIO_COMMANDS; ${offer}).`,
  };
}
