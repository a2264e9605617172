import { describe, expect, it } from "vitest";
import { createPrismaRunStore } from "@/lib/server/runs/prisma-run-store";
import { createOrganisationFixture } from "../../support/organisation-fixture";
import { testPrisma } from "../../support/test-database";
import { createRunRow } from "../tools/tool-test-setup";
import { held } from "../../support/held-run";

// Issue 9, item 5: the settle statement reads the next turn's inputs, and the Prisma store hands them to the
// one turnInputs call that follows; a second call, or one after any other write of the run, reads afresh
// — so an agent changed meanwhile is seen at the next turn, as it was when every turn re-read.

const prisma = testPrisma();
const settlement = { calls: [], results: [], ending: null, secretValues: [] };

async function setUp() {
  const fixture = await createOrganisationFixture(prisma);
  const { runId } = await createRunRow(prisma, fixture);
  const store = createPrismaRunStore(prisma);
  const turnOffPreviews = () => prisma.agent.update({ where: { id: fixture.agentId }, data: { previews: false } });
  return { runId, store, turnOffPreviews };
}

describe("the inputs the settle statement carries", () => {
  it("are the agent as it was at the settle, once; the next call reads afresh", async () => {
    const { runId, store, turnOffPreviews } = await setUp();
    await store.settle(await held(store, runId), settlement);
    await turnOffPreviews();
    expect((await store.turnInputs(runId)).previews).toBe(true);
    expect((await store.turnInputs(runId)).previews).toBe(false);
  });

  it("are dropped by any other write of the run in between", async () => {
    const { runId, store, turnOffPreviews } = await setUp();
    await store.settle(await held(store, runId), settlement);
    await turnOffPreviews();
    await store.updateRun(await held(store, runId), { status: "running" });
    expect((await store.turnInputs(runId)).previews).toBe(false);
  });

  it("are not carried when the settle ends the run", async () => {
    const { runId, store, turnOffPreviews } = await setUp();
    await store.settle(await held(store, runId), { ...settlement, ending: { status: "succeeded", output: "done" } });
    await turnOffPreviews();
    expect((await store.turnInputs(runId)).previews).toBe(false);
  });
});
