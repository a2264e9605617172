import { afterAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrismaClient } from "@/lib/server/db";
import { createPrismaRunStore } from "@/lib/server/runs/prisma-run-store";
import { createOrganisationFixture } from "../../support/organisation-fixture";
import { testDatabaseUrl } from "../../support/test-database";
import { preparedTexts } from "../../support/prepared-texts";
import { createRunRow } from "../tools/tool-test-setup";

// Issue 9, item 5: a run's start reads the run, its task, its agent's offer, the acting user's roles and the
// conversation's earlier runs as one named statement (run-head-query.ts) instead of Prisma's chain of
// relation queries — and the snapshot it builds is the one the chain built.

const clients: PrismaClient[] = [];
afterAll(async () => {
  for (const client of clients) await client.$disconnect();
});

describe("a run's load", () => {
  it("reads the run's head as one prepared statement, with its task, roles, agent offer and the conversation's earlier runs in order", async () => {
    const client = createPrismaClient(testDatabaseUrl());
    clients.push(client);
    const fixture = await createOrganisationFixture(client);
    const first = await createRunRow(client, fixture);
    await client.run.update({ where: { id: first.runId }, data: { input: "first question", output: "first answer", status: "succeeded", createdAt: new Date(Date.now() - 2000) } });
    await client.run.create({
      data: { organisationId: fixture.organisationId, conversationId: first.conversationId, agentId: fixture.agentId, kind: "direct", status: "failed", input: "second question", model: {}, state: {}, createdAt: new Date(Date.now() - 1000) },
    });
    const later = await client.run.create({
      data: {
        organisationId: fixture.organisationId,
        conversationId: first.conversationId,
        agentId: fixture.agentId,
        taskId: fixture.taskId,
        actingUserId: fixture.editor.userId,
        kind: "direct",
        status: "queued",
        input: "third question",
        model: { provider: "scripted", script: [{ text: "hi" }] },
        state: { version: 1, toolCallBudget: 7, maxIterations: 9 },
      },
    });
    const task = await client.task.findUniqueOrThrow({ where: { id: fixture.taskId } });
    const snapshot = await createPrismaRunStore(client).load(later.id);
    expect(snapshot).toMatchObject({
      id: later.id,
      organisationId: fixture.organisationId,
      conversationId: first.conversationId,
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      actingUserId: fixture.editor.userId,
      actingUserRoles: ["editor"],
      kind: "direct",
      status: "queued",
      input: "third question",
      model: { provider: "scripted", script: [{ text: "hi" }] },
      state: { version: 1, toolCallBudget: 7, maxIterations: 9 },
      task: { id: fixture.taskId, gates: task.gates },
      agentTools: [],
      previews: true,
      turns: [],
      history: [
        { role: "user", content: "first question" },
        { role: "assistant", content: "first answer", calls: [] },
        { role: "user", content: "second question" },
      ],
    });
    expect(snapshot?.agent).toBeDefined();
    const texts = await preparedTexts(client);
    expect(texts.some((text) => text.startsWith('SELECT r.id, r."organisationId"'))).toBe(true);
    // Its turns, their calls and gates and the latest offer: one named statement too (run-turns-query.ts).
    expect(texts.some((text) => text.startsWith('SELECT t.id, t.index, t."modelText"'))).toBe(true);
  });

  it("gives a run without a task or an acting user no task and no roles, and a missing run null", async () => {
    const client = createPrismaClient(testDatabaseUrl());
    clients.push(client);
    const fixture = await createOrganisationFixture(client);
    const { runId } = await createRunRow(client, fixture, null);
    await client.run.update({ where: { id: runId }, data: { actingUserId: null } });
    const store = createPrismaRunStore(client);
    expect(await store.load(runId)).toMatchObject({ task: null, taskId: null, actingUserId: null, actingUserRoles: [], history: [] });
    expect(await store.load("no-such-run")).toBeNull();
  });

  it("reads a task's list column holding NULL as an empty list, as Prisma does", async () => {
    const client = createPrismaClient(testDatabaseUrl());
    clients.push(client);
    const fixture = await createOrganisationFixture(client);
    const { runId } = await createRunRow(client, fixture);
    await client.$executeRaw`UPDATE "Task" SET gates = NULL WHERE id = ${fixture.taskId}`;
    const snapshot = await createPrismaRunStore(client).load(runId);
    expect(snapshot?.task).toMatchObject({ id: fixture.taskId, gates: [] });
    expect(snapshot?.task?.declarations.length).toBeGreaterThan(0);
  });
});
