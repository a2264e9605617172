// Issue 10, item 3: a paginated tools/list followed to the end, and bounded.

import { describe, expect, it } from "vitest";
import { ConnectorError } from "@/lib/connectors/connector-error";
import { listAllTools, listedToolOf, MAX_LIST_PAGES, MAX_LISTED_TOOLS, type ListPage } from "@/lib/connectors/list-all-tools";

const tool = (name: string) => ({ name, inputSchema: { type: "object" as const } });

function pages(...listed: ListPage[]) {
  const asked: (string | undefined)[] = [];
  return {
    asked,
    listPage: async (cursor: string | undefined) => {
      asked.push(cursor);
      return listed[cursor === undefined ? 0 : Number(cursor)]!;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe("listAllTools", () => {
  it("follows nextCursor to the last page", async () => {
    const server = pages({ tools: [tool("a"), tool("b")], nextCursor: "1" }, { tools: [tool("c")], nextCursor: "2" }, { tools: [tool("d")] });
    expect((await listAllTools(server.listPage)).map((listed) => listed.serverName)).toEqual(["a", "b", "c", "d"]);
    expect(server.asked).toEqual([undefined, "1", "2"]);
  });

  it("stops at an empty cursor", async () => {
    expect(await listAllTools(pages({ tools: [tool("a")], nextCursor: "" }).listPage)).toHaveLength(1);
  });

  it("refuses a cursor seen before, more pages than the bound, and more tools than the bound", async () => {
    expect((await failure(listAllTools(pages({ tools: [], nextCursor: "1" }, { tools: [], nextCursor: "1" }).listPage))).message).toMatch(/repeats/);
    let page = 0;
    const endless = async () => ({ tools: [tool(`t${page}`)], nextCursor: `c${++page}` });
    expect((await failure(listAllTools(endless))).message).toContain(`${MAX_LIST_PAGES} pages`);
    const many = async () => ({ tools: Array.from({ length: MAX_LISTED_TOOLS + 1 }, (_, index) => tool(`t${index}`)) });
    expect((await failure(listAllTools(many))).code).toBe("protocol_error");
  });
});

describe("listedToolOf", () => {
  it("keeps the name, description, schema and the hints the server set", () => {
    expect(
      listedToolOf({ name: "search", description: "Finds", inputSchema: { type: "object", properties: { q: { type: "string" } } }, annotations: { readOnlyHint: true, title: "Search" } }),
    ).toEqual({
      serverName: "search",
      description: "Finds",
      inputSchema: { type: "object", properties: { q: { type: "string" } } },
      annotations: { title: "Search", readOnlyHint: true },
    });
    expect(listedToolOf(tool("bare"))).toEqual({ serverName: "bare", description: "", inputSchema: { type: "object" }, annotations: {} });
  });
});
