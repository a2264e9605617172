// The fixture MCP servers' tools (STYLE.md, Tests: real servers, no mocks of MCP): one tool set served
// over loopback streamable HTTP (loopback-mcp-server.ts) and over stdio (stdio-fixture-server.ts), each
// tool exercising one thing a client must survive or convert — a hang, a crash, a flood, media,
// `$ref` schemas, a tool error, structured content, resource links.
//
// The low-level `server.server` handlers are used instead of McpServer.registerTool because the
// listing must paginate, fail on demand and carry raw JSON Schemas (`$ref`/`$defs`, `oneOf`).

import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ErrorCode,
  type CallToolResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";

/**
 * Which process this is, unique per start: not `process.pid`, which is the same small number in every
 * sandbox (each stdio server has its own PID namespace, issue 16).
 */
const PROCESS_INSTANCE = String(Math.floor(Math.random() * 9e12) + 1e12);

/** A 1×1 transparent PNG. */
export const TINY_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export const STRUCTURED_SAMPLE = { temperature: 21.5, unit: "celsius", city: "Lyon" };

export type ReceivedCall = {
  tool: string;
  arguments: Record<string, unknown>;
  /** The HTTP request's headers (lower-case names); empty over stdio. */
  headers: Record<string, string>;
  sessionId?: string;
};

export type FixtureToolsOptions = {
  /** tools/list returns at most this many tools per page, with `nextCursor`. */
  pageSize?: number;
  /** tools/list answers a JSON-RPC error (switchable later with `setFailListing`). */
  failListing?: boolean;
  /** The JSON-RPC error message of a failing listing (a hostile server can say anything in it). */
  failListingMessage?: string;
  serverName?: string;
  /** More tools listed after the fixture's own (issue 16: hostile schemas, names that collide); they answer `<name> called`. */
  extraTools?: Tool[];
};

/** What the transport does for the tools that leave the protocol: `crash`, and the endless `flood`. */
export type FixtureHooks = {
  crash(sessionId: string | undefined): void;
  /** stdio only: write one endless line (no newline) to stdout; absent over HTTP. */
  floodEndlessLine?: () => void;
};

const BASE_TOOLS: Tool[] = [
  {
    name: "echo",
    description: "Answers the text it is given.",
    inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
    annotations: { readOnlyHint: true },
  },
  {
    name: "record_arguments",
    description: "Records and answers exactly the JSON arguments it got.",
    inputSchema: {
      type: "object",
      properties: { required_text: { type: "string" }, optional_text: { type: "string" } },
      required: ["required_text"],
    },
  },
  {
    name: "hang",
    description: "Never answers, unless the request is cancelled.",
    inputSchema: { type: "object", properties: {} },
  },
  {
    name: "crash",
    description: "Kills the server (stdio: the process exits; HTTP: the connection is destroyed).",
    inputSchema: { type: "object", properties: {} },
  },
  {
    name: "image",
    description: "Answers a tiny PNG and a caption.",
    inputSchema: { type: "object", properties: {} },
    annotations: { readOnlyHint: true },
  },
  {
    name: "ref_schema",
    description: "An input schema using $ref/$defs and oneOf.",
    inputSchema: {
      type: "object",
      $defs: {
        point: { type: "object", properties: { x: { type: "number" }, y: { type: "number" } }, required: ["x", "y"] },
      },
      properties: {
        origin: { $ref: "#/$defs/point" },
        shape: {
          oneOf: [
            { type: "object", properties: { circle: { type: "number" } }, required: ["circle"] },
            { type: "object", properties: { square: { type: "number" } }, required: ["square"] },
          ],
        },
      },
      required: ["origin"],
    },
  },
  {
    name: "fail",
    description: "Answers a tool error (isError true).",
    inputSchema: { type: "object", properties: { message: { type: "string" } } },
  },
  {
    name: "structured",
    description: "Answers structured content (and its JSON as text, as the spec recommends).",
    inputSchema: { type: "object", properties: { withText: { type: "boolean" } } },
    outputSchema: {
      type: "object",
      properties: { temperature: { type: "number" }, unit: { type: "string" }, city: { type: "string" } },
      required: ["temperature", "unit", "city"],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: "flood",
    description: "Answers a text of `bytes` bytes; stdio with `endless: true` writes a line that never ends.",
    inputSchema: { type: "object", properties: { bytes: { type: "number" }, endless: { type: "boolean" } } },
  },
  {
    name: "resource_link",
    description: "Answers a resource link and an embedded resource.",
    inputSchema: { type: "object", properties: {} },
  },
  {
    name: "pid",
    description: "Answers an id of the server process (to tell a reused process from a restarted one).",
    inputSchema: { type: "object", properties: {} },
    annotations: { readOnlyHint: true },
  },
  {
    name: "add_tool",
    description: "Adds a tool named `name` and sends notifications/tools/list_changed (stdio has no other handle).",
    inputSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
  },
  {
    name: "text_media",
    description: "Answers `text` as a medium of type `mimeType` (an image part that says it is text: a server's word).",
    inputSchema: { type: "object", properties: { text: { type: "string" }, mimeType: { type: "string" } }, required: ["text"] },
  },
  {
    name: "read_env",
    description: "Answers the value of one environment variable of the server process (stdio env passing).",
    inputSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
  },
];

function text(value: string): CallToolResult {
  return { content: [{ type: "text", text: value }] };
}

/**
 * The state shared by every session of one fixture server: the tool list (tools can be added at
 * runtime), the listing failure switch, and every call received.
 */
export class FixtureTools {
  readonly received: ReceivedCall[] = [];
  private readonly added: Tool[] = [];
  private failListing: boolean;
  private readonly servers = new Set<McpServer>();

  constructor(private readonly options: FixtureToolsOptions = {}) {
    this.failListing = options.failListing ?? false;
  }

  tools(): Tool[] {
    return [...BASE_TOOLS, ...(this.options.extraTools ?? []), ...this.added];
  }

  setFailListing(fail: boolean): void {
    this.failListing = fail;
  }

  /** Adds a tool (it answers `<name> called`) and tells every connected session its list changed. */
  async addTool(name: string): Promise<void> {
    this.added.push({ name, description: `Added at runtime: ${name}.`, inputSchema: { type: "object", properties: {} } });
    await Promise.all([...this.servers].map((server) => server.sendToolListChanged()));
  }

  /** One McpServer per session (a server object serves one transport). */
  createServer(hooks: FixtureHooks): McpServer {
    const server = new McpServer(
      { name: this.options.serverName ?? "tollgate-fixture", version: "1.0.0" },
      { capabilities: { tools: { listChanged: true } } },
    );
    server.server.setRequestHandler(ListToolsRequestSchema, (request) => {
      if (this.failListing) throw new McpError(ErrorCode.InternalError, this.options.failListingMessage ?? "listing is switched off in this fixture");
      const all = this.tools();
      const pageSize = this.options.pageSize ?? all.length;
      const offset = request.params?.cursor === undefined ? 0 : Number(request.params.cursor);
      if (!Number.isInteger(offset) || offset < 0) throw new McpError(ErrorCode.InvalidParams, "bad cursor");
      const page = all.slice(offset, offset + pageSize);
      const next = offset + pageSize;
      return { tools: page, ...(next < all.length ? { nextCursor: String(next) } : {}) };
    });
    server.server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
      const args = (request.params.arguments ?? {}) as Record<string, unknown>;
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(extra.requestInfo?.headers ?? {})) {
        if (typeof value === "string") headers[key] = value;
        else if (Array.isArray(value)) headers[key] = value.join(", ");
      }
      this.received.push({ tool: request.params.name, arguments: args, headers, sessionId: extra.sessionId });
      return this.call(request.params.name, args, extra.signal, () => hooks.crash(extra.sessionId), hooks);
    });
    this.servers.add(server);
    server.server.onclose = () => this.servers.delete(server);
    return server;
  }

  private async call(
    name: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
    crash: () => void,
    hooks: FixtureHooks,
  ): Promise<CallToolResult> {
    switch (name) {
      case "echo":
        return text(String(args.text ?? ""));
      case "record_arguments":
        return text(JSON.stringify(args));
      case "hang":
        return new Promise((_resolve, reject) => {
          signal.addEventListener("abort", () => reject(new Error("cancelled")), { once: true });
        });
      case "crash":
        crash();
        return new Promise(() => {});
      case "image":
        return {
          content: [
            { type: "image", data: TINY_PNG_BASE64, mimeType: "image/png" },
            { type: "text", text: "a tiny png" },
          ],
        };
      case "ref_schema":
        return text(JSON.stringify(args));
      case "fail":
        return { isError: true, content: [{ type: "text", text: String(args.message ?? "the fixture tool failed") }] };
      case "structured":
        return {
          content: args.withText === false ? [] : [{ type: "text", text: JSON.stringify(STRUCTURED_SAMPLE) }],
          structuredContent: STRUCTURED_SAMPLE,
        };
      case "flood":
        if (args.endless === true && hooks.floodEndlessLine) {
          hooks.floodEndlessLine();
          return new Promise(() => {});
        }
        return text("x".repeat(Math.max(0, Math.floor(Number(args.bytes ?? 1_000_000)))));
      case "resource_link":
        return {
          content: [
            { type: "resource_link", uri: "file:///fixture/report.pdf", name: "report.pdf", mimeType: "application/pdf" },
            { type: "resource", resource: { uri: "file:///fixture/notes.txt", mimeType: "text/plain", text: "embedded notes" } },
            { type: "resource", resource: { uri: "file:///fixture/blob.bin", mimeType: "application/octet-stream", blob: "AAEC" } },
          ],
        };
      case "pid":
        return text(PROCESS_INSTANCE);
      case "add_tool":
        await this.addTool(String(args.name));
        return text(`added ${String(args.name)}`);
      case "text_media":
        return {
          content: [{ type: "image", data: Buffer.from(String(args.text ?? ""), "utf8").toString("base64"), mimeType: String(args.mimeType ?? "text/plain") }],
        };
      case "read_env":
        return text(process.env[String(args.name)] ?? "");
      default:
        if ([...this.added, ...(this.options.extraTools ?? [])].some((tool) => tool.name === name)) return text(`${name} called`);
        throw new McpError(ErrorCode.InvalidParams, `unknown tool ${name}`);
    }
  }
}
