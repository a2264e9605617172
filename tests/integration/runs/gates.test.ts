import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/contracts/api-error";
import { decideGate } from "@/lib/server/gates/decide-gate";
import { listGates } from "@/lib/server/gates/list-gates";
import { createRun } from "@/lib/server/runs/create-run";
import { getRun } from "@/lib/server/runs/get-run";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";
import { readSettings } from "@/lib/settings/read-settings";

const prisma = testPrisma();
let worker: RunningWorker;
let fixture: OrganisationFixture;

beforeAll(async () => {
  worker = await startWorker(prisma, testDatabaseUrl());
  fixture = await createOrganisationFixture(prisma, { gates: ["os.set_context"] });
});

afterAll(async () => {
  await worker.stop();
});

async function askingRun(question: string) {
  const created = await createRun(prisma, fixture.editor, {
    agentId: fixture.agentId,
    taskId: fixture.taskId,
    kind: "direct",
    input: question,
    model: { provider: "scripted", script: [{ calls: [{ name: "os__ask_ceo", arguments: { question } }] }, { text: "never reached" }] },
  }, readSettings());
  expect(await waitForRunStatus(prisma, created.id, ["waiting", "failed", "succeeded"])).toBe("waiting");
  const { gates } = await listGates(prisma, fixture.ceo, { status: "open" });
  const gate = gates.find((candidate) => candidate.runId === created.id);
  if (!gate) throw new Error("the gate did not appear");
  return { runId: created.id, gate };
}

describe("os.ask_ceo is always gated and the run ends on the CEO's decision", () => {
  it("waits, shows the gate with its call, and succeeds on approval", async () => {
    const { runId, gate } = await askingRun("May we ship on Friday?");
    expect(gate).toMatchObject({ tool: "os.ask_ceo", status: "open", arguments: { question: "May we ship on Friday?" } });
    const waiting = await getRun(prisma, fixture.editor, runId);
    expect(waiting.status).toBe("waiting");
    expect(waiting.turns[0].calls[0]).toMatchObject({ outcome: "waiting", gateId: gate.id });

    const decided = await decideGate(prisma, fixture.ceo, gate.id, { decision: "approve", note: "Yes, ship it." });
    expect(decided).toMatchObject({ status: "decided", decision: "approve" });
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
    const run = await getRun(prisma, fixture.editor, runId);
    expect(run.turns).toHaveLength(1);
    expect(run.output).toContain("The CEO approved.");
    expect(run.output).toContain("Yes, ship it.");
    expect(run.turns[0].calls[0].outcome).toBe("ok");
  });

  it("fails with gate_denied on denial, and a second decision gets gate_decided", async () => {
    const { runId, gate } = await askingRun("May we double the budget?");
    await decideGate(prisma, fixture.ceo, gate.id, { decision: "deny", note: "No." });
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("failed");
    const run = await getRun(prisma, fixture.editor, runId);
    expect(run.failure?.code).toBe("gate_denied");
    expect(run.turns[0].calls[0].outcome).toBe("denied");
    expect(run.turns[0].calls[0].result).toMatch(/^DENIED: the CEO denied this call\. Note: No\./);

    const second = decideGate(prisma, fixture.ceo, gate.id, { decision: "approve" });
    await expect(second).rejects.toBeInstanceOf(AppError);
    await expect(second).rejects.toMatchObject({ code: "gate_decided", status: 409 });
    const refused = await prisma.auditEvent.findFirst({ where: { action: "gate.decision_refused", detail: { path: ["gateId"], equals: gate.id } } });
    expect(refused).not.toBeNull();
  });

  it("a task gate holds the call; approval runs exactly that call and the run carries on", async () => {
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Set a value behind a gate.",
      model: {
        provider: "scripted",
        script: [
          { calls: [{ name: "os__set_context", arguments: { key: "gated", value: "approved value" } }] },
          { calls: [{ name: "os__get_context", arguments: { key: "gated" } }] },
          { text: "done" },
        ],
      },
    }, readSettings());
    expect(await waitForRunStatus(prisma, created.id, ["waiting", "failed", "succeeded"])).toBe("waiting");
    expect(await prisma.contextItem.count({ where: { agentId: fixture.agentId, key: "gated" } })).toBe(0);
    const gate = await prisma.gate.findFirstOrThrow({ where: { runId: created.id } });
    await decideGate(prisma, fixture.ceo, gate.id, { decision: "approve" });
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"])).toBe("succeeded");
    const run = await getRun(prisma, fixture.editor, created.id);
    expect(run.turns[1].calls[0].result).toContain("approved value");
  });
});
