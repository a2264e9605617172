import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/lib/server/database/seed";
import { listPlaygroundExamples } from "@/lib/server/playground/list-playground-examples";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { createRun } from "@/lib/server/runs/create-run";
import { getRun } from "@/lib/server/runs/get-run";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { readSettings } from "@/lib/settings/read-settings";

// Every ready-made example of the playground, played against the seeded demo agent and task through a real
// worker: what a person picks in the console must run as its description says.

const prisma = testPrisma();
let worker: RunningWorker;
let admin: UseCasePrincipal;

beforeAll(async () => {
  worker = await startWorker(prisma, testDatabaseUrl());
  await seedDatabase(prisma, { log: () => undefined });
  const user = await prisma.user.findUniqueOrThrow({ where: { email: "admin@tollgate.local" } });
  admin = { userId: user.id, organisationId: user.organisationId, roles: user.roles };
});

afterAll(async () => {
  await worker.stop();
});

const expectations: Record<string, { status: string; outcomes: string[][] }> = {
  "label-and-remember": { status: "succeeded", outcomes: [["ok"], ["ok"], ["ok"], []] },
  "context-round-trip": { status: "succeeded", outcomes: [["ok"], ["not_run", "handed_back"], ["ok"], []] },
  "ask-the-ceo": { status: "waiting", outcomes: [["waiting"]] },
  "unknown-tool": { status: "succeeded", outcomes: [["handed_back"], ["ok"], []] },
};

describe("the playground's examples", () => {
  it("each runs on the seeded demo agent and task as described", async () => {
    const { examples } = await listPlaygroundExamples(prisma, admin);
    expect(examples.map((example) => example.id).sort()).toEqual(Object.keys(expectations).sort());
    for (const example of examples) {
      expect(example.agentId).not.toBeNull();
      const created = await createRun(prisma, admin, {
        agentId: example.agentId!,
        taskId: example.taskId,
        kind: "direct",
        input: example.input,
        model: { provider: "scripted", script: example.script as never },
      }, readSettings());
      const expected = expectations[example.id];
      expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed", "waiting"])).toBe(expected.status);
      const run = await getRun(prisma, admin, created.id);
      expect(run.turns.map((turn) => turn.calls.map((call) => call.outcome)), example.id).toEqual(expected.outcomes);
    }
  });
});
