import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRun } from "@/lib/server/runs/create-run";
import { getRun } from "@/lib/server/runs/get-run";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { startLoopbackChatCompletions, type LoopbackChatCompletions } from "../../support/loopback-chat-completions";
import { allowEgressTo } from "../../support/egress-environment";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";
import { readSettings } from "@/lib/settings/read-settings";

// Runs live in PostgreSQL, not in a worker: a worker killed mid-run (kill -9, no goodbye) stops sending
// heartbeats; the queue's supervisor hands its job to another worker, which resumes from the stored rows.

const prisma = testPrisma();
let model: LoopbackChatCompletions;
let fixture: OrganisationFixture;
const workers: ChildProcess[] = [];
let restoreEgress: () => void;

function startWorkerProcess(name: string): ChildProcess {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(), TOLLGATE_HEARTBEAT_SECONDS: "10", TOLLGATE_SUPERVISE_SECONDS: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(`[${name}] ${chunk}`));
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  workers.push(child);
  return child;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  model = await startLoopbackChatCompletions();
  // Both this process (the run's creation) and the spawned workers allow exactly the fake provider.
  restoreEgress = allowEgressTo(model.baseUrl);
  fixture = await createOrganisationFixture(prisma);
});

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill("SIGKILL");
  await model.close();
  restoreEgress();
});

describe("a worker that dies mid-run", () => {
  it("leaves the run to another worker, which resumes it from its stored state without repeating a call", async () => {
    model.reply(
      { toolCalls: [{ id: "call_a", name: "os__set_context", arguments: '{"key":"progress","value":"step one"}' }] },
      { hang: true }, // the first worker's second model request never comes back: it is killed while waiting
      { toolCalls: [{ id: "call_b", name: "os__get_context", arguments: '{"key":"progress"}' }] },
      { text: "Resumed and finished." },
    );
    const first = startWorkerProcess("worker-1");
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Do two steps.",
      model: { provider: "openai-compatible", baseUrl: model.baseUrl, model: "loopback-model" },
    }, readSettings());
    await waitUntil(async () => model.requests.length >= 2, 30_000, "the first worker's second model request");
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    const midway = await getRun(prisma, fixture.editor, created.id);
    expect(midway.status).toBe("running");
    expect(midway.turns).toHaveLength(1);

    startWorkerProcess("worker-2");
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"], 60_000)).toBe("succeeded");
    const run = await getRun(prisma, fixture.editor, created.id);
    expect(run.output).toBe("Resumed and finished.");
    expect(run.turns.map((turn) => turn.calls.map((call) => call.tool))).toEqual([["os.set_context"], ["os.get_context"], []]);
    expect(run.turns[0].calls[0].metadata.attempts).toBe(1); // the answered call was not run again
    expect(run.turns[1].calls[0].result).toContain("step one");
    expect(model.requests).toHaveLength(4);
  }, 90_000);
});
