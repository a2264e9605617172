import type { ConnectorValue, CreateConnectorBody } from "@/lib/client/api-types";

type TransportBody = CreateConnectorBody["transport"];
type AuthBody = NonNullable<CreateConnectorBody["auth"]>;

// A connector as its form holds it, and the body of POST /v1/connectors built from it (CONTRACT.md,
// Connectors): stdio (command, arguments one per line, env rows) or streamable HTTP (URL, header rows); each
// row is a value typed here or the name of one of the organisation's secrets, never a secret's value.

export type ValueRow = { key: string; source: "value" | "secret"; value: string; secret: string };

export type ConnectorDraft = {
  name: string;
  description: string;
  transport: "stdio" | "http";
  command: string;
  /** One argument per line, each exactly as typed; blank lines are not arguments. */
  argumentLines: string;
  env: ValueRow[];
  url: string;
  headers: ValueRow[];
  auth: "none" | "oauth";
  clientId: string;
  /** The name of a secret holding the OAuth client secret; empty for a public client. */
  clientSecret: string;
  /** Scopes separated by spaces or commas. */
  scopes: string;
};

export const EMPTY_VALUE_ROW: ValueRow = { key: "", source: "value", value: "", secret: "" };

export const EMPTY_CONNECTOR_DRAFT: ConnectorDraft = {
  name: "",
  description: "",
  transport: "stdio",
  command: "",
  argumentLines: "",
  env: [],
  url: "",
  headers: [],
  auth: "none",
  clientId: "",
  clientSecret: "",
  scopes: "",
};

function isBlankRow(row: ValueRow): boolean {
  return row.key.trim() === "" && row.value === "" && row.secret === "";
}

/** The rows as the contract's map; a row left wholly empty is no row. Keys are sent as typed, for the API to judge. */
export function valuesOfRows(rows: readonly ValueRow[]): Record<string, ConnectorValue> | undefined {
  const filled = rows.filter((row) => !isBlankRow(row));
  if (filled.length === 0) return undefined;
  return Object.fromEntries(filled.map((row) => [row.key.trim(), row.source === "secret" ? { secret: row.secret } : row.value]));
}

export function argumentsOfLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== "");
}

export function scopesOfText(text: string): string[] {
  return text.split(/[\s,]+/).filter((scope) => scope !== "");
}

function transportOfDraft(draft: ConnectorDraft): TransportBody {
  if (draft.transport === "http") {
    const headers = valuesOfRows(draft.headers);
    return { type: "http", url: draft.url.trim(), ...(headers ? { headers } : {}) };
  }
  const args = argumentsOfLines(draft.argumentLines);
  const env = valuesOfRows(draft.env);
  return { type: "stdio", command: draft.command.trim(), ...(args.length > 0 ? { args } : {}), ...(env ? { env } : {}) };
}

function authOfDraft(draft: ConnectorDraft): AuthBody {
  if (draft.auth === "none") return { type: "none" };
  const scopes = scopesOfText(draft.scopes);
  return {
    type: "oauth",
    ...(draft.clientId.trim() ? { clientId: draft.clientId.trim() } : {}),
    ...(draft.clientSecret ? { clientSecret: { secret: draft.clientSecret } } : {}),
    ...(scopes.length > 0 ? { scopes } : {}),
  };
}

export function createConnectorBody(draft: ConnectorDraft): CreateConnectorBody {
  return {
    name: draft.name.trim(),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    transport: transportOfDraft(draft),
    auth: authOfDraft(draft),
  };
}

