// Issue 10, item 3: a paginated `tools/list` followed to the end — bounded, so a server that pages forever
// (or repeats a cursor) costs an error, not a worker.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { screenVendorTools, type ScreenedTools } from "@/lib/runtime/catalog/screen-vendor-tools";
import type { JsonSchema } from "@/lib/runtime/ports/tool-definition";
import { ConnectorError } from "./connector-error";
import type { ListedTool } from "./connector-types";

export const MAX_LIST_PAGES = 100;
export const MAX_LISTED_TOOLS = 2000;

export type ListPage = { tools: Tool[]; nextCursor?: string };

/** A listed tool as the core keeps it (lib/runtime/catalog/vendor-tools.ts). */
export function listedToolOf(tool: Tool): ListedTool {
  const { title, readOnlyHint, destructiveHint, idempotentHint, openWorldHint } = tool.annotations ?? {};
  const annotations = Object.fromEntries(
    Object.entries({ title, readOnlyHint, destructiveHint, idempotentHint, openWorldHint }).filter(([, value]) => value !== undefined),
  );
  return {
    serverName: tool.name,
    description: tool.description ?? "",
    inputSchema: tool.inputSchema as JsonSchema,
    annotations,
  };
}

/** Every page of a listing, through `listPage` (the SDK's client, or a test's pages). */
export async function listAllTools(listPage: (cursor: string | undefined) => Promise<ListPage>): Promise<ListedTool[]> {
  const tools: ListedTool[] = [];
  const cursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const answer = await listPage(cursor);
    tools.push(...answer.tools.map(listedToolOf));
    if (tools.length > MAX_LISTED_TOOLS) {
      throw new ConnectorError("protocol_error", `The server lists more than ${MAX_LISTED_TOOLS} tools.`);
    }
    if (answer.nextCursor === undefined || answer.nextCursor === "") return tools;
    if (cursors.has(answer.nextCursor)) throw new ConnectorError("protocol_error", "The server's tool list repeats a page cursor.");
    cursors.add(answer.nextCursor);
    cursor = answer.nextCursor;
  }
  throw new ConnectorError("protocol_error", `The server's tool list has more than ${MAX_LIST_PAGES} pages.`);
}

/**
 * A server's listing as the product may keep it (issue 16, item 6): a tool past a schema bound, or whose
 * model name another tool already has, is refused here — before anything stores or walks its schema.
 */
export async function listClientTools(client: Client, timeoutMs: number): Promise<ScreenedTools> {
  return screenVendorTools(await listAllTools((cursor) => client.listTools(cursor === undefined ? {} : { cursor }, { timeout: timeoutMs })));
}
