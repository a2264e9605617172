// `npm run tollgate -- connector check --url URL [--header "Name: value"]... [--call TOOL --arguments JSON]
// [--authorize-headless]` (CONTRACT.md, CLI): connects to a streamable-HTTP MCP server with the same
// connector pool and OAuth provider runs use, prints the server's name and its tools as JSON (and the
// call's result), signs in when the server asks for OAuth (tokens in memory only). No database.

import { parseArgs } from "node:util";
import { createConnectorPool } from "@/lib/connectors/connector-pool";
import { ConnectorError } from "@/lib/connectors/connector-error";
import type { ConnectionTarget, ToolListing, VendorResult } from "@/lib/connectors/connector-types";
import { completeAuthorization, createLoginOAuthProvider, memoryOAuthStateStore } from "@/lib/connectors/oauth";
import { egressFetchFor } from "@/lib/egress/egress-from-environment";
import { readSettings } from "@/lib/settings/read-settings";
import type { CliOutput } from "./cli-command";
import { headlessCode, listenForRedirect } from "./connector-check-sign-in";
import { UsageError } from "./usage-error";

export type ConnectorCheckInput = {
  url: string;
  headers: Record<string, string>;
  call?: { tool: string; arguments: Record<string, unknown> };
  headless: boolean;
  clientId?: string;
  clientSecret?: string;
  clientMetadataUrl?: string;
  scopes?: string[];
};

/** A server that keeps asking for a new sign-in (a scope step-up loop) is given up on after this many. */
const MAX_SIGN_INS = 3;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function parseHeader(text: string): [string, string] {
  const colon = text.indexOf(":");
  const name = colon === -1 ? "" : text.slice(0, colon).trim();
  if (!HEADER_NAME.test(name)) throw new UsageError(`--header takes "Name: value"; got ${JSON.stringify(text.slice(0, 40))}.`);
  return [name, text.slice(colon + 1).trim()];
}

function parseUrl(text: string | undefined): string {
  if (text === undefined || text.trim() === "") throw new UsageError("Missing --url.");
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new UsageError(`--url ${JSON.stringify(text)} is not a URL.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError("--url must be an http or https URL.");
  return url.toString();
}

function parseArgumentsFlag(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError("--arguments must be JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new UsageError("--arguments must be a JSON object.");
  return value as Record<string, unknown>;
}

export function parseConnectorCheck(commandLine: readonly string[]): ConnectorCheckInput {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...commandLine],
      options: {
        url: { type: "string" },
        header: { type: "string", multiple: true },
        call: { type: "string" },
        arguments: { type: "string" },
        "authorize-headless": { type: "boolean" },
        "client-id": { type: "string" },
        "client-secret": { type: "string" },
        "client-metadata-url": { type: "string" },
        scope: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split("\n")[0] : String(error));
  }
  if (values.arguments !== undefined && values.call === undefined) throw new UsageError("--arguments needs --call TOOL.");
  return {
    url: parseUrl(values.url),
    headers: Object.fromEntries((values.header ?? []).map(parseHeader)),
    call: values.call === undefined ? undefined : { tool: values.call, arguments: parseArgumentsFlag(values.arguments) },
    headless: values["authorize-headless"] === true,
    clientId: values["client-id"],
    clientSecret: values["client-secret"],
    clientMetadataUrl: values["client-metadata-url"],
    scopes: values.scope?.split(/[\s,]+/).filter((scope) => scope !== ""),
  };
}

function report(listing: ToolListing, result: VendorResult | undefined) {
  return {
    server: listing.server,
    tools: listing.tools.map((tool) => ({
      name: tool.serverName,
      description: tool.description,
      inputSchema: tool.inputSchema,
      annotations: tool.annotations,
    })),
    // Issue 16: what a login would not offer (a schema past a bound, a model name taken), and why.
    ...(listing.refused.length === 0 ? {} : { refused: listing.refused }),
    ...(result === undefined
      ? {}
      : { result: { isError: result.isError, text: result.text, media: result.media.map((part) => ({ kind: part.kind, mimeType: part.mimeType, bytes: part.data.length })) } }),
  };
}

export async function runConnectorCheck(input: ConnectorCheckInput, output: CliOutput): Promise<void> {
  const settings = readSettings();
  const fetch = egressFetchFor("connector", settings);
  const redirect = await listenForRedirect();
  const authorizationUrls: URL[] = [];
  const provider = createLoginOAuthProvider({
    redirectUrl: redirect.redirectUrl,
    clientName: "Tollgate connector check",
    clientId: input.clientId,
    clientSecret: input.clientSecret,
    clientMetadataUrl: input.clientMetadataUrl,
    scopes: input.scopes,
    store: memoryOAuthStateStore(),
    onAuthorizationUrl: (url) => void authorizationUrls.push(url),
  });
  const pool = createConnectorPool({ fetch, settings });
  const target: ConnectionTarget = { key: "connector-check", transport: { type: "http", url: input.url, headers: input.headers }, authProvider: provider };
  try {
    for (let signIns = 0; ; signIns++) {
      try {
        const listing = await pool.list(target);
        const result = input.call === undefined ? undefined : await pool.call(target, input.call.tool, input.call.arguments, { timeoutMs: settings.TOOL_HANDLER_TIMEOUT_MS });
        output.result(JSON.stringify(report(listing, result), null, 2));
        if (result?.isError) throw new ConnectorError("protocol_error", `The tool ${input.call?.tool} answered an error.`);
        return;
      } catch (error) {
        const authorizationUrl = authorizationUrls.shift();
        if (!(error instanceof ConnectorError) || error.code !== "unauthorized" || authorizationUrl === undefined) throw error;
        if (signIns >= MAX_SIGN_INS) throw new ConnectorError("unauthorized", `The server asked for a sign-in ${MAX_SIGN_INS} times; giving up.`);
        output.note(input.headless ? `Signing in (headless) at ${authorizationUrl}` : `Open this address to sign in: ${authorizationUrl}`);
        const { code, state } = input.headless ? await headlessCode(authorizationUrl.toString(), fetch) : await redirect.nextCode();
        await completeAuthorization({ serverUrl: input.url, provider, code, state: state ?? undefined, expectedState: authorizationUrl.searchParams.get("state") ?? undefined, fetch });
      }
    }
  } finally {
    await pool.close();
    await redirect.close();
  }
}

export const connectorCheckCommand = {
  name: "connector check",
  usage:
    'connector check --url URL [--header "Name: value"]... [--call TOOL [--arguments JSON]] [--authorize-headless] [--client-id ID [--client-secret SECRET]] [--client-metadata-url URL] [--scope SCOPES]',
  parse: parseConnectorCheck,
  run: runConnectorCheck,
};
