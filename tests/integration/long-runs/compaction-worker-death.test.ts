// Issue 22: a compaction is durable. A worker killed with SIGKILL while the run's model writes a compaction's
// summary has stored nothing, and the next worker asks again; a worker killed after the compaction was
// stored (while its next turn waits on the model) leaves the row, and the next worker reads it back and
// never asks for a summary again. Either way the run carries exactly one summary for that compaction, and
// every later prompt carries that one. Real worker processes, a real HTTP model, real PostgreSQL.

import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRun } from "@/lib/server/runs/create-run";
import { getRun } from "@/lib/server/runs/get-run";
import { COMPACTION_INSTRUCTION } from "@/lib/runtime/compaction/summary-request";
import { readSettings } from "@/lib/settings/read-settings";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { allowEgressTo } from "../../support/egress-environment";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";

const prisma = testPrisma();
let fixture: OrganisationFixture;
const workers: ChildProcess[] = [];
let restoreEgress: () => void;

type Seen = { kind: "turn" | "compaction"; body: { messages: { role: string; content: unknown }[] } };

/**
 * An OpenAI-compatible model that answers by what it is asked: a compaction's request (the fixed
 * instruction, no tools) hangs the first time and is summarised as SUMMARY-B after; the first turn after a
 * summary hangs once; other turns read a large context value until TOOL_TURNS, then answer.
 */
const TOOL_TURNS = 20;
const bulk = Array.from({ length: 400 }, (_unused, index) => `row ${index}: invoice ${1000 + index} paid`).join("\n").slice(0, 6_000);
const model = {
  server: null as Server | null,
  seen: [] as Seen[],
  hanging: [] as ServerResponse[],
  compactionAsked: 0,
  summarised: false,
  hungAfterSummary: false,
  toolTurns: 0,
};

function completion(message: Record<string, unknown>) {
  return { id: "chatcmpl-x", object: "chat.completion", created: 0, model: "loopback-model", choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop" }] };
}

function call(name: string, args: unknown) {
  model.toolTurns += 1;
  return completion({ content: null, tool_calls: [{ id: `call_${model.toolTurns}`, type: "function", function: { name, arguments: JSON.stringify(args) } }] });
}

async function startModel(): Promise<string> {
  model.server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const isCompaction = body.messages?.[0]?.content === COMPACTION_INSTRUCTION;
    model.seen.push({ kind: isCompaction ? "compaction" : "turn", body });
    const send = (payload: unknown) => (response.writeHead(200, { "content-type": "application/json" }), response.end(JSON.stringify(payload)));
    if (isCompaction) {
      model.compactionAsked += 1;
      if (model.compactionAsked === 1) return void model.hanging.push(response);
      model.summarised = true;
      return send(completion({ content: `SUMMARY-B (request ${model.compactionAsked}): the ledger was read ${model.toolTurns} times.` }));
    }
    if (model.summarised && !model.hungAfterSummary) {
      model.hungAfterSummary = true;
      return void model.hanging.push(response);
    }
    if (model.toolTurns === 0) return send(call("os__set_context", { key: "bulk", value: bulk }));
    if (model.toolTurns < TOOL_TURNS) return send(call("os__get_context", { key: "bulk" }));
    send(completion({ content: "Done reading." }));
  });
  await new Promise<void>((resolve) => model.server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(model.server!.address() as AddressInfo).port}/v1`;
}

function startWorkerProcess(name: string): ChildProcess {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(), TOLLGATE_HEARTBEAT_SECONDS: "10", TOLLGATE_SUPERVISE_SECONDS: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  workers.push(child);
  return child;
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function kill(worker: ChildProcess): Promise<void> {
  worker.kill("SIGKILL");
  await new Promise((resolve) => worker.once("exit", resolve));
  for (const response of model.hanging.splice(0)) response.destroy();
}

let baseUrl: string;

beforeAll(async () => {
  baseUrl = await startModel();
  restoreEgress = allowEgressTo(baseUrl);
  fixture = await createOrganisationFixture(prisma, { toolCallBudget: 100, maxIterations: 100 });
});

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill("SIGKILL");
  model.server?.closeAllConnections();
  await new Promise((resolve) => model.server?.close(resolve));
  restoreEgress();
});

describe("kill -9 in the middle of a compaction", () => {
  it("resumes without a second, different summary", async () => {
    const first = startWorkerProcess("worker-1");
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Read the ledger until you are done.",
      model: { provider: "openai-compatible", baseUrl, model: "loopback-model", contextTokens: 8000 },
    }, readSettings());

    // Worker 1 dies while the model writes the summary: nothing of the compaction is stored.
    await waitUntil(() => model.compactionAsked === 1 && model.hanging.length === 1, 90_000, "the first compaction request");
    await kill(first);
    expect(await prisma.compaction.count({ where: { runId: created.id } })).toBe(0);

    // Worker 2 asks again, stores SUMMARY-B, and dies while its next turn waits on the model.
    const second = startWorkerProcess("worker-2");
    await waitUntil(() => model.hungAfterSummary && model.hanging.length === 1, 90_000, "the turn after the summary");
    const stored = await prisma.compaction.findMany({ where: { runId: created.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.summary).toMatch(/^SUMMARY-B \(request 2\)/);
    await kill(second);

    // Worker 3 reads the stored compaction back: it never asks for a summary again.
    startWorkerProcess("worker-3");
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"], 90_000)).toBe("succeeded");
    const run = await getRun(prisma, fixture.editor, created.id);
    expect(model.compactionAsked).toBe(2);
    expect(run.compactions).toHaveLength(1);
    expect(run.compactions![0]).toMatchObject({ sequence: 1, fromTurn: 1, source: "model", summary: stored[0]!.summary });

    // Every turn request after it carries that one summary, and no other.
    const after = model.seen.slice(model.seen.findIndex((seen) => seen.kind === "compaction" && seen === model.seen.filter((each) => each.kind === "compaction")[1]) + 1);
    const carried = after.filter((seen) => seen.kind === "turn").map((seen) => JSON.stringify(seen.body.messages));
    expect(carried.length).toBeGreaterThanOrEqual(2);
    for (const prompt of carried) {
      expect(prompt).toContain(stored[0]!.summary);
      expect(prompt.match(/SUMMARY-B/g)).toHaveLength(1);
    }
    expect(run.output).toBe("Done reading.");
  }, 240_000);
});
