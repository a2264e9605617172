import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { SANDBOX_FOLDER } from "@/lib/sandbox/sandbox-argv";
import { testDatabaseUrl, testPrisma } from "../../../support/test-database";
import { apiRequest, createTeam, noParams, read, type Team } from "../../api/api-fixtures";
import { bindConnector, createConnectorAgent, firstCall, runToTheEnd } from "./connector-run-fixtures";

// Issue 10, Tests: the MCP project's reference servers, installed from npm as devDependencies, bound as
// connectors and called through runs and the playground — `server-everything` over stdio and over
// streamable HTTP, `server-filesystem` rooted at its own folder, `server-memory` with its own file (issue 16: each stdio
// server's login has its own sandbox folder, seen inside as SANDBOX_FOLDER, and sees nothing else of the host).

const prisma = testPrisma();
const bin = (name: string) => path.resolve("node_modules/@modelcontextprotocol", name, "dist/index.js");
let team: Team;
let worker: RunningWorker;
let agentId: string;
const root = SANDBOX_FOLDER;
let everythingHttp: ChildProcess;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
    });
  });
}

/** `server-everything streamableHttp` on a free port, resolved once it says it listens. */
async function startEverythingOverHttp(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [bin("server-everything"), "streamableHttp"], { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "ignore", "pipe"] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server-everything did not start listening")), 20_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`server-everything exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/mcp` };
}

beforeAll(async () => {
  team = await createTeam(prisma);
  const http = await startEverythingOverHttp();
  everythingHttp = http.child;
  const stdio = (name: string, args: string[] = [], env: Record<string, string> = {}) => ({ type: "stdio" as const, command: process.execPath, args: [bin(name), ...args], env });
  await bindConnector(prisma, team.organisationId, "everything", stdio("server-everything", ["stdio"]));
  await bindConnector(prisma, team.organisationId, "everything-http", { type: "http", url: http.url, headers: {} });
  await bindConnector(prisma, team.organisationId, "files", stdio("server-filesystem", [root]));
  await bindConnector(prisma, team.organisationId, "memory-graph", stdio("server-memory", [], { MEMORY_FILE_PATH: `${root}/memory.jsonl` }));
  agentId = await createConnectorAgent(prisma, team.organisationId, { everything: true, "everything-http": true, files: true, "memory-graph": true });
  worker = await startWorker(prisma, testDatabaseUrl());
}, 60_000);

afterAll(async () => {
  await worker.stop();
  await closeConnectorPool();
  everythingHttp?.kill();
});

describe("server-everything", () => {
  it.each(["everything", "everything-http"])("answers echo, get-sum and get-tiny-image through a run over %s", async (connector) => {
    const run = await runToTheEnd(prisma, team, agentId, [
      {
        calls: [
          { name: `${connector}__echo`, arguments: { message: "hello from a run" } },
          { name: `${connector}__get-sum`, arguments: { a: 2, b: "40" } },
          { name: `${connector}__get-tiny-image`, arguments: {} },
        ],
      },
      { text: "done" },
    ]);
    expect(run.status).toBe("succeeded");
    const [echo, sum, image] = run.turns[0].calls;
    expect(echo).toMatchObject({ tool: `${connector}.echo`, outcome: "ok" });
    expect(echo.result).toContain("hello from a run");
    // "40" is cast to the number the schema declares before the call (seed: what a tool reads after a cast).
    expect(sum.outcome).toBe("ok");
    expect(sum.result).toContain("42");
    expect(image.outcome).toBe("ok");
    expect(image.media?.[0]).toMatchObject({ kind: "image", mimeType: "image/png" });
  });
});

describe("server-filesystem", () => {
  it("writes a file and reads it back through a run, inside its root only", async () => {
    const file = `${root}/note.txt`;
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "files__write_file", arguments: { path: file, content: "written by a vendor tool" } }] },
      { calls: [{ name: "files__read_text_file", arguments: { path: file } }, { name: "files__read_text_file", arguments: { path: "/etc/passwd" } }] },
      { text: "done" },
    ]);
    expect(run.status).toBe("succeeded");
    expect(run.turns[1].calls[0].result).toContain("written by a vendor tool");
    expect(run.turns[1].calls[1].outcome).toBe("tool_error");
  });

  it("lists the directory from the playground", async () => {
    const body = { agentId, tool: "files.list_directory", arguments: { path: root } };
    const answer = await read<{ outcome: string; result: string }>(await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body }), noParams));
    expect(answer.body.outcome).toBe("ok");
    expect(answer.body.result).toContain("note.txt");
  });
});

describe("server-memory", () => {
  it("creates an entity and finds it again", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "memory-graph__create_entities", arguments: { entities: [{ name: "Globex", entityType: "customer", observations: ["renews in March"] }] } }] },
      { calls: [{ name: "memory-graph__search_nodes", arguments: { query: "Globex" } }] },
      { text: "done" },
    ]);
    expect(run.status).toBe("succeeded");
    expect(firstCall(run).outcome).toBe("ok");
    expect(run.turns[1].calls[0].result).toContain("renews in March");
  });
});
