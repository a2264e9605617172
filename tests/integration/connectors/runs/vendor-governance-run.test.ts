import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createTask } from "@/app/v1/tasks/route";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { testDatabaseUrl, testPrisma } from "../../../support/test-database";
import { stdioFixtureTransport } from "../../../support/mcp/stdio-fixture-server";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "../../../support/mcp/loopback-mcp-server";
import { apiRequest, createTeam, noParams, read, type Team } from "../../api/api-fixtures";
import { bindConnector, createConnectorAgent, firstCall, runToTheEnd } from "./connector-run-fixtures";

// Issue 10, items 4 and 6: vendor tools are governed exactly like built-in ones — declared by a task by exact
// name, pinned, gated, ordered after os.set_gate_summary — and a server that hangs or crashes costs one tool
// error, never the worker; the playground answers a vendor tool by the same path.

const prisma = testPrisma();
let team: Team;
let worker: RunningWorker;
let agentId: string;
let github: LoopbackMcpServer;
const previousTimeout = process.env.TOOL_HANDLER_TIMEOUT_MS;

async function task(tools: string[], gates: string[] = []): Promise<string> {
  const created = await read<{ id: string }>(await createTask(apiRequest("/v1/tasks", { token: team.adminToken, body: { name: `Task ${tools.join(" ")}`, tools, gates } }), noParams));
  expect(created.status).toBe(201);
  return created.body.id;
}

beforeAll(async () => {
  // A hung server costs the call its handler timeout: short here, so the test does not wait a minute, yet
  // long enough for a crashed stdio server to start again on a loaded machine (node + tsx + the SDK).
  process.env.TOOL_HANDLER_TIMEOUT_MS = "5000";
  team = await createTeam(prisma);
  github = await startLoopbackMcpServer({ serverName: "github-fixture" });
  await github.addTool("merge_pull_request");
  await bindConnector(prisma, team.organisationId, "fixture", stdioFixtureTransport());
  await bindConnector(prisma, team.organisationId, "github", { type: "http", url: github.url, headers: {} });
  agentId = await createConnectorAgent(prisma, team.organisationId, { fixture: true, github: true });
  worker = await startWorker(prisma, testDatabaseUrl());
}, 60_000);

afterAll(async () => {
  await worker.stop();
  await closeConnectorPool();
  await github.close();
  if (previousTimeout === undefined) delete process.env.TOOL_HANDLER_TIMEOUT_MS;
  else process.env.TOOL_HANDLER_TIMEOUT_MS = previousTimeout;
});

describe("tasks declare vendor tools by exact name", () => {
  it("offers only the declared vendor tool; another of the same connector fails the run as not on the task", async () => {
    const taskId = await task(["fixture.echo"]);
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__echo", arguments: { text: "declared" } }] }, { calls: [{ name: "fixture__pid", arguments: {} }] }], { taskId });
    expect(firstCall(run)).toMatchObject({ outcome: "ok" });
    expect(run.status).toBe("failed");
    expect(run.failure?.code).toBe("tool_not_on_task");
  });

  it("refuses a value the task did not pin (tool_value_not_declared), and runs a pinned one", async () => {
    const taskId = await task(["fixture.echo#text=allowed"]);
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "fixture__echo", arguments: { text: "other" } }] },
      { calls: [{ name: "fixture__echo", arguments: { text: "allowed" } }] },
      { text: "done" },
    ], { taskId });
    expect(firstCall(run)).toMatchObject({ outcome: "handed_back", code: "tool_value_not_declared" });
    expect(run.turns[1].calls[0]).toMatchObject({ outcome: "ok" });
  });

  it("gates a vendor tool the task lists in gates: the run waits for the CEO", async () => {
    const taskId = await task(["fixture.echo"], ["fixture.echo"]);
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__echo", arguments: { text: "gated" } }] }, { text: "done" }], { taskId, until: ["waiting", "failed"] });
    expect(run.status).toBe("waiting");
    expect(firstCall(run).outcome).toBe("waiting");
  });

  it("hands github.merge_pull_request back until os.set_gate_summary is set", async () => {
    const taskId = await task(["github.merge_pull_request", "os.set_gate_summary"], ["github.merge_pull_request"]);
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "github__merge_pull_request", arguments: {} }] },
      { calls: [{ name: "os__set_gate_summary", arguments: { summary: "Merge PR 7: adds the billing export." } }, { name: "github__merge_pull_request", arguments: {} }] },
      { text: "done" },
    ], { taskId, until: ["waiting", "failed", "succeeded"] });
    expect(firstCall(run)).toMatchObject({ outcome: "handed_back", code: "gate_summary_required" });
    expect(run.turns[1].calls[1].outcome).toBe("waiting");
    expect(run.status).toBe("waiting");
  });
});

describe("a server that hangs or crashes costs a tool error", () => {
  it("times a hung call out as a tool error, and the same server answers the next call", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "fixture__hang", arguments: {} }] },
      { calls: [{ name: "fixture__echo", arguments: { text: "after the hang" } }] },
      { text: "done" },
    ]);
    expect(run.status).toBe("succeeded");
    expect(firstCall(run).outcome).not.toBe("ok");
    expect(firstCall(run).result).toMatch(/^ERROR: /);
    expect(run.turns[1].calls[0]).toMatchObject({ outcome: "ok" });
    expect(run.turns[1].calls[0].result).toContain("after the hang");
  });

  it("answers a crash as a tool error and starts the server again for the next call", async () => {
    const before = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__pid", arguments: {} }] }, { text: "done" }]);
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "fixture__crash", arguments: {} }] },
      { calls: [{ name: "fixture__pid", arguments: {} }] },
      { text: "done" },
    ]);
    expect(run.status).toBe("succeeded");
    expect(firstCall(run).outcome).not.toBe("ok");
    const pidOf = (text: string | null) => (text ?? "").match(/\d+/)?.[0];
    expect(run.turns[1].calls[0].outcome).toBe("ok");
    expect(pidOf(run.turns[1].calls[0].result)).not.toBe(pidOf(firstCall(before).result));
  });
});

describe("the playground answers a vendor tool by the same path", () => {
  it("calls fixture.echo, and refuses a gated vendor tool of a task as a gate it cannot wait for", async () => {
    const body = { agentId, tool: "fixture.echo", arguments: { text: "from the playground" } };
    const answer = await read<{ outcome: string; result: string; tool: string }>(await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body }), noParams));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ outcome: "ok", tool: "fixture.echo" });
    expect(answer.body.result).toContain("from the playground");
    const taskId = await task(["fixture.echo"], ["fixture.echo"]);
    const gated = await read<{ outcome: string; code: string }>(await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { ...body, taskId } }), noParams));
    expect(gated.body.code).toBe("gate_required");
  });
});
