import { describe, expect, it } from "vitest";
import { failAbandonedRun } from "@/lib/server/queue/fail-abandoned-run";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture } from "../../support/organisation-fixture";

const prisma = testPrisma();

async function runWithStatus(status: "running" | "succeeded") {
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

describe("a run whose job exhausted its retries", () => {
  it("ends failed with worker_error instead of staying running", async () => {
    const run = await runWithStatus("running");
    await failAbandonedRun(prisma, run.id);
    expect(await prisma.run.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({ status: "failed", failureCode: "worker_error" });
  });

  it("leaves a run that already ended as it was", async () => {
    const run = await runWithStatus("succeeded");
    await failAbandonedRun(prisma, run.id);
    expect(await prisma.run.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({ status: "succeeded", failureCode: null });
  });
});
