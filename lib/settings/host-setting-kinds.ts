// Issue 16, items 3 and 4: the operator's settings about what runs on the host for a tenant — which
// commands a stdio connector may start, where each platform key may be sent, and the sandbox every stdio
// server runs in. Parsed here (settings import only their own rules), read by lib/server/connectors and
// lib/sandbox. A malformed value is refused with a sentence naming the variable, never quoting a key.

import { z } from "zod";
import { isBlank, parsedBy } from "./setting-kinds";


/** An npm package's bin name (`mcp-server-memory`): what `node_modules/.bin` holds. */
const BIN_NAME = /^[A-Za-z0-9@._-]+$/;
const CONNECTOR_NAME = /^[a-z0-9][a-z0-9-]*$/;
const ORGANISATION_ID = /^[A-Za-z0-9_-]+$/;

/**
 * TOLLGATE_STDIO_COMMANDS: `*` (any command: an installation whose one organisation is the operator's own),
 * comma-separated absolute paths and npm bin names, or unset — the MCP reference servers' bins.
 */
export type StdioCommandRule = { kind: "any" } | { kind: "listed"; entries: readonly string[] } | { kind: "reference_servers" };

export function parseStdioCommands(value: string | undefined): StdioCommandRule {
  if (isBlank(value)) return { kind: "reference_servers" };
  if (value.trim() === "*") return { kind: "any" };
  const entries: string[] = [];
  for (const [position, raw] of value.split(",").entries()) {
    const entry = raw.trim();
    if (entry === "") continue;
    if (entry === "*") throw new Error("TOLLGATE_STDIO_COMMANDS is either * alone or a list of commands; * cannot be one entry of a list.");
    if (!entry.startsWith("/") && !BIN_NAME.test(entry)) {
      throw new Error(`TOLLGATE_STDIO_COMMANDS must be comma-separated absolute paths or npm bin names; entry ${position + 1} (${JSON.stringify(entry)}) is neither.`);
    }
    entries.push(entry);
  }
  return { kind: "listed", entries };
}

export const stdioCommands = () => parsedBy(parseStdioCommands);

/**
 * One TOLLGATE_PLATFORM_TARGETS entry: the only place a connector's platform key may go — an http(s) URL,
 * or a stdio command (an absolute path or an npm bin name) — and, when given, the organisations (by id)
 * whose connectors may receive it.
 */
export type PlatformTarget =
  | { kind: "url"; url: string; organisations: readonly string[] | null }
  | { kind: "command"; command: string; organisations: readonly string[] | null };

/** `github=https://api.example/mcp@<org id>|<org id>, files=/usr/local/bin/files-mcp`. */
export function parsePlatformTargets(value: string | undefined): ReadonlyMap<string, PlatformTarget> {
  const targets = new Map<string, PlatformTarget>();
  if (isBlank(value)) return targets;
  for (const [position, raw] of value.split(",").entries()) {
    if (raw.trim() === "") continue;
    const equals = raw.indexOf("=");
    const connector = (equals < 0 ? raw : raw.slice(0, equals)).trim();
    const which = CONNECTOR_NAME.test(connector) ? `connector ${connector}` : `entry ${position + 1}`;
    const notOne = () =>
      new Error(`TOLLGATE_PLATFORM_TARGETS must be comma-separated connector=url-or-command[@organisation-id|…] entries; ${which} is not one.`);
    if (!CONNECTOR_NAME.test(connector) || equals < 0) throw notOne();
    let target = raw.slice(equals + 1).trim();
    let organisations: string[] | null = null;
    // The organisations follow the last "@" when what follows it is a list of ids (a URL's own "@" is not).
    const at = target.lastIndexOf("@");
    if (at >= 0 && target.slice(at + 1).split("|").every((id) => ORGANISATION_ID.test(id.trim()))) {
      organisations = target.slice(at + 1).split("|").map((id) => id.trim());
      target = target.slice(0, at).trim();
    }
    if (targets.has(connector)) throw new Error(`TOLLGATE_PLATFORM_TARGETS names connector ${connector} twice.`);
    if (/^https?:\/\//i.test(target)) {
      if (!URL.canParse(target)) throw notOne();
      targets.set(connector, { kind: "url", url: new URL(target).href, organisations });
    } else if (target.startsWith("/") || BIN_NAME.test(target)) {
      targets.set(connector, { kind: "command", command: target, organisations });
    } else {
      throw notOne();
    }
  }
  return targets;
}

export const platformTargets = () => parsedBy(parsePlatformTargets);

/** TOLLGATE_SANDBOX: `on` (the default) or `off` — development only, and loud about it. */
export function sandboxMode() {
  return z
    .string()
    .optional()
    .transform((value, context): "on" | "off" => {
      if (isBlank(value)) return "on";
      const mode = value.trim().toLowerCase();
      if (mode === "on" || mode === "off") return mode;
      context.addIssue({ code: "custom", message: `TOLLGATE_SANDBOX must be on or off, not ${JSON.stringify(value)}.` });
      return z.NEVER;
    });
}
