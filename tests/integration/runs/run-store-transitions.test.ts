import { describe, expect, it } from "vitest";
import type { RunStatus } from "@/lib/runtime/lifecycle/run-status";
import { createPrismaRunStore } from "@/lib/server/runs/prisma-run-store";
import { createOrganisationFixture } from "../../support/organisation-fixture";
import { testPrisma } from "../../support/test-database";
import { held } from "../../support/held-run";

// Issue 9, item 3: the Prisma store moves a run only as the core's lifecycle table allows
// (lib/runtime/lifecycle/run-status.ts); a move the table does not hold leaves the row as it was.

const prisma = testPrisma();

async function runWithStatus(status: RunStatus) {
  const fixture = await createOrganisationFixture(prisma);
  const conversation = await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } });
  return prisma.run.create({
    data: {
      organisationId: fixture.organisationId,
      conversationId: conversation.id,
      agentId: fixture.agentId,
      kind: "direct",
      status,
      input: "x",
      model: { provider: "scripted", script: [] },
      remainingToolCalls: 1,
      state: { version: 1, toolCallBudget: 1, maxIterations: 1 },
    },
  });
}

const statusOf = async (runId: string) => (await prisma.run.findUniqueOrThrow({ where: { id: runId } })).status;

describe("the Prisma run store's updateRun and the lifecycle table", () => {
  it.each<[RunStatus, RunStatus]>([
    ["queued", "running"],
    ["running", "waiting"],
    ["waiting", "running"],
    ["running", "succeeded"],
    ["running", "failed"],
  ])("moves a %s run to %s", async (from, to) => {
    const run = await runWithStatus(from);
    const store = createPrismaRunStore(prisma);
    await store.updateRun(await held(store, run.id), { status: to });
    expect(await statusOf(run.id)).toBe(to);
  });

  it.each<[RunStatus, RunStatus]>([
    ["succeeded", "running"],
    ["failed", "succeeded"],
    ["cancelled", "succeeded"],
    ["cancelled", "running"],
    ["waiting", "succeeded"],
    ["running", "queued"],
  ])("leaves a %s run as it was when asked to make it %s", async (from, to) => {
    const run = await runWithStatus(from);
    const store = createPrismaRunStore(prisma);
    await store.updateRun(await held(store, run.id), { status: to, output: "late", finished: true });
    const after = await prisma.run.findUniqueOrThrow({ where: { id: run.id } });
    expect(after).toMatchObject({ status: from, output: null, finishedAt: null });
  });
});
