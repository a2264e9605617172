// Issue 10: what the rest of the product knows of an MCP connection — the connector's transport as an admin
// configured it (secrets named, never valued), the same with every secret filled in, a server's listed
// tool, and a call's result as Tollgate turns it into text and media. The client itself is
// connector-pool.ts; nothing outside lib/connectors imports the MCP SDK's client.

import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";

/** A literal value, or the name of an organisation secret whose value is filled in when connecting. */
export type ValueOrSecret = string | { secret: string };

/** CONTRACT.md, Connectors: `transport` exactly as stored and shown (secrets named, never valued). */
export type TransportConfig =
  | { type: "stdio"; command: string; args: string[]; env: Record<string, ValueOrSecret> }
  | { type: "http"; url: string; headers: Record<string, ValueOrSecret> };

/** CONTRACT.md, Connectors: `auth`. */
export type AuthConfig =
  | { type: "none" }
  | { type: "oauth"; clientId?: string; clientSecret?: { secret: string }; scopes?: string[] };

/** A transport with every secret filled in: what a connection is opened with. Never stored, never shown. */
export type ResolvedTransport =
  | { type: "stdio"; command: string; args: string[]; env: Record<string, string> }
  | { type: "http"; url: string; headers: Record<string, string> };

/** One server to talk to: the pool reuses an open connection for the same key. */
export type ConnectionTarget = {
  /**
   * The login id and a digest of the resolved transport: a changed command, header or secret value is a
   * new key, so the old connection is never reused with stale settings.
   */
  key: string;
  transport: ResolvedTransport;
  /** An HTTP server that needs OAuth: the SDK's provider over the login's stored tokens. */
  authProvider?: OAuthClientProvider;
};

/** A server's tool as listed, and its annotations: the core's shapes (lib/runtime/catalog/vendor-tools.ts). */
export type { VendorAnnotations as ToolAnnotations, VendorListedTool as ListedTool } from "@/lib/runtime/catalog/vendor-tools";
import type { VendorListedTool } from "@/lib/runtime/catalog/vendor-tools";
import type { RefusedTool } from "@/lib/runtime/catalog/screen-vendor-tools";

export type ServerInfo = { name: string; version: string };

/** A listing as kept: the tools that may be offered, and those refused (a schema past a bound, a name taken). */
export type ToolListing = { server: ServerInfo; tools: VendorListedTool[]; refused: RefusedTool[] };

/** Non-text media in a result (images, audio): stored by ref, shown in the timeline, never previewed. */
export type VendorMedia = { kind: "image" | "audio"; mimeType: string; data: Buffer };

/**
 * A call's result as Tollgate reads it: text parts joined, structured content as JSON, resource links as
 * text; `isError` marks the server's own tool error (the model reads `ERROR: …`).
 */
export type VendorResult = { isError: boolean; text: string; media: VendorMedia[] };

export type CallOptions = {
  /** Aborted when the attempt times out or the run is cancelled. */
  signal?: AbortSignal;
  /** The call's own timeout; a server that does not answer in time costs a tool error. */
  timeoutMs: number;
};

/** Told when a connection's server says its tool list changed (notifications/tools/list_changed). */
export type ListChangedListener = (key: string, listing: ToolListing) => void | Promise<void>;

/**
 * Open connections, per process (a worker, the web server): stdio servers are started on demand and reused
 * across calls and runs, restarted when they die, closed when idle; HTTP sessions are reused.
 */
export type ConnectorPool = {
  /** Every tool, paginated `tools/list` followed to the end. */
  list(target: ConnectionTarget): Promise<ToolListing>;
  call(target: ConnectionTarget, tool: string, input: Record<string, unknown>, options: CallOptions): Promise<VendorResult>;
  /** One listener for the pool; it is called with the fresh listing after each list_changed. */
  onListChanged(listener: ListChangedListener): void;
  /** Closes every connection (a worker stopping). */
  close(): Promise<void>;
};

/** Why a connection or a call failed, as data: the message is safe to show an admin (no secret values). */
export type ConnectorFailureCode =
  | "connect_failed"
  | "timed_out"
  | "server_crashed"
  | "output_too_large"
  | "protocol_error"
  | "unauthorized"
  | "aborted"
  /** Issue 16, item 4: no sandbox can be made on this machine, so no stdio server is started (never bare). */
  | "sandbox_unavailable";
