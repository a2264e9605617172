import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { senderBoss } from "@/lib/server/queue/boss";
import { enqueueRun } from "@/lib/server/queue/run-queue";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { encryptSecret } from "@/lib/server/secrets/secret-box";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { createTeam } from "../api/api-fixtures";

// Issue 8, item 7: a run's job failed twenty times and the cause never reached the operational log. Now
// every job failure is logged with its cause before pg-boss retries it, redacted like every backend view.

const prisma = testPrisma();
let worker: RunningWorker;
const secretValue = "sk-live-job-failure-0123456789";

beforeAll(async () => {
  await truncateAll();
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

describe("a run job that fails", () => {
  it("logs its cause, redacted, each time it fails", async () => {
    const team = await createTeam(prisma);
    const agent = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Broken state agent" } });
    await prisma.secret.create({ data: { organisationId: team.organisationId, name: "live_key", ciphertext: encryptSecret(secretValue) } });
    const conversation = await prisma.conversation.create({ data: { organisationId: team.organisationId, agentId: agent.id, title: "t" } });
    // A state the loop cannot read (the schema's bare default) fails every attempt to advance the run; its
    // input carries the secret so that the error quoting it shows the redaction.
    const run = await prisma.run.create({
      data: {
        organisationId: team.organisationId, conversationId: conversation.id, agentId: agent.id, actingUserId: team.editor.id,
        kind: "direct", input: "x", model: { provider: "scripted", script: [] }, remainingToolCalls: 1, state: { version: 1, note: secretValue },
      },
    });
    const errors: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => {
      errors.push(parts.map(String).join(" "));
    });
    try {
      await enqueueRun(await senderBoss(), run.id);
      await vi.waitFor(() => expect(errors.some((line) => line.includes(`advancing run ${run.id} failed`))).toBe(true), { timeout: 20_000, interval: 100 });
    } finally {
      spy.mockRestore();
      await prisma.run.update({ where: { id: run.id }, data: { status: "failed" } });
    }
    const line = errors.find((entry) => entry.includes(`advancing run ${run.id} failed`))!;
    expect(line).toContain("the job will be retried");
    expect(line).toContain("run state has an unknown shape or version");
    expect(line).toContain("[REDACTED]");
    expect(line).not.toContain(secretValue);
  });
});
