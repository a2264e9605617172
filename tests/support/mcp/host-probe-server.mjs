// A stdio MCP server that tries the host (issue 16, item 4): read a file, write a file, say who it runs as.
// Plain JavaScript so `node` starts it with nothing else (tests start it through the sandbox).

import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { readFileSync, writeFileSync } from "node:fs";
import { z } from "zod";

const server = new McpServer({ name: "host-probe", version: "1.0.0" });
const answer = (text) => ({ content: [{ type: "text", text }] });
const attempt = (work) => {
  try {
    return answer(`ok: ${work()}`);
  } catch (error) {
    return answer(`refused: ${error.code ?? error.message}`);
  }
};

server.registerTool("read_file", { inputSchema: { path: z.string() } }, ({ path }) => attempt(() => readFileSync(path, "utf8")));
server.registerTool("write_file", { inputSchema: { path: z.string() } }, ({ path }) => attempt(() => (writeFileSync(path, "written"), "written")));
server.registerTool("allocate", { inputSchema: { bytes: z.number() } }, ({ bytes }) => attempt(() => String(Buffer.alloc(bytes, 1).length)));
server.registerTool("whoami", {}, () => answer(JSON.stringify({ uid: process.getuid(), gid: process.getgid(), pid: process.pid, cwd: process.cwd() })));

await server.connect(new StdioServerTransport());
