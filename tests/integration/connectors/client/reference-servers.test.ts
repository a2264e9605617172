// The MCP project's reference servers from npm (devDependencies, nothing fetched): listed and called
// through the connector pool, over stdio and — for server-everything — its streamable-HTTP mode.

import { spawn, type ChildProcess } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConnectorPool } from "@/lib/connectors/connector-pool";
import type { ConnectionTarget } from "@/lib/connectors/connector-types";
import { SANDBOX_FOLDER } from "@/lib/sandbox/sandbox-argv";
import { sandboxFolderOf } from "@/lib/sandbox/sandbox";
import { readSettings } from "@/lib/settings/read-settings";

const bin = (name: string) => path.resolve("node_modules/.bin", name);
const pool = createConnectorPool({ settings: readSettings({}) });
const call = { timeoutMs: 20_000 };
afterAll(async () => {
  await pool.close();
});

function stdio(key: string, command: string, args: string[] = [], env: Record<string, string> = {}): ConnectionTarget {
  return { key, transport: { type: "stdio", command: bin(command), args, env } };
}

describe("mcp-server-everything", () => {
  it("over stdio: lists its tools and answers echo, get-sum and get-tiny-image", async () => {
    const everything = stdio("everything-stdio", "mcp-server-everything", ["stdio"]);
    const listing = await pool.list(everything);
    expect(listing.tools.map((tool) => tool.serverName)).toEqual(expect.arrayContaining(["echo", "get-sum", "get-tiny-image"]));
    expect((await pool.call(everything, "echo", { message: "ping" }, call)).text).toContain("ping");
    expect((await pool.call(everything, "get-sum", { a: 2, b: 3 }, call)).text).toContain("5");
    const image = await pool.call(everything, "get-tiny-image", {}, call);
    expect(image.media[0]?.mimeType).toBe("image/png");
  });

  describe("over streamable HTTP", () => {
    let child: ChildProcess;
    let url: string;
    beforeAll(async () => {
      const port = await freePort();
      child = spawn(bin("mcp-server-everything"), ["streamableHttp"], { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "ignore", "pipe"] });
      await new Promise<void>((resolve, reject) => {
        child.stderr!.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("listening")) resolve();
        });
        child.once("exit", () => reject(new Error("server-everything exited")));
      });
      url = `http://127.0.0.1:${port}/mcp`;
    });
    afterAll(() => {
      child.kill("SIGKILL");
    });

    it("lists and calls through one session", async () => {
      const everything: ConnectionTarget = { key: "everything-http", transport: { type: "http", url, headers: {} } };
      const listing = await pool.list(everything);
      expect(listing.tools.map((tool) => tool.serverName)).toContain("get-sum");
      expect((await pool.call(everything, "get-sum", { a: 40, b: 2 }, call)).text).toContain("42");
    });
  });
});

// Issue 16: a stdio server sees only its own folder (SANDBOX_FOLDER inside its sandbox), so the filesystem
// server is given that one, and its host side is where the file is put.
describe("mcp-server-filesystem", () => {
  it("reads a file of the folder it was given", async () => {
    const own = await sandboxFolderOf("filesystem", readSettings({}));
    expect(own).not.toBeNull();
    await writeFile(path.join(own!, "hello.txt"), "hello from the filesystem server\n");
    const files = stdio("filesystem", "mcp-server-filesystem", [SANDBOX_FOLDER]);
    const listing = await pool.list(files);
    expect(listing.tools.map((tool) => tool.serverName)).toEqual(expect.arrayContaining(["read_text_file", "list_directory"]));
    const read = await pool.call(files, "read_text_file", { path: `${SANDBOX_FOLDER}/hello.txt` }, call);
    expect(read.text).toContain("hello from the filesystem server");
  });
});

describe("mcp-server-memory", () => {
  it("stores an entity and reads it back", async () => {
    await rm(path.join((await sandboxFolderOf("memory", readSettings({})))!, "memory.jsonl"), { force: true });
    const memory = stdio("memory", "mcp-server-memory", [], { MEMORY_FILE_PATH: `${SANDBOX_FOLDER}/memory.jsonl` });
    expect((await pool.list(memory)).tools.map((tool) => tool.serverName)).toEqual(expect.arrayContaining(["create_entities", "read_graph"]));
    await pool.call(memory, "create_entities", { entities: [{ name: "Tollgate", entityType: "product", observations: ["governs tools"] }] }, call);
    expect((await pool.call(memory, "read_graph", {}, call)).text).toContain("governs tools");
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
    });
  });
}
