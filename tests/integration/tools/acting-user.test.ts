import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import type { Prisma } from "@/lib/generated/prisma/client";
import { senderBoss } from "@/lib/server/queue/boss";
import { enqueueRun } from "@/lib/server/queue/run-queue";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import type { OrganisationFixture } from "../../support/organisation-fixture";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, createUser, params, read, type Team } from "../api/api-fixtures";
import { callTool, contextFor } from "./tool-test-setup";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";

// Seed "running tools": "Tool execution uses the acting user stored in the run context, including in
// workers. Tools that read or write user-scoped records must also enforce that user's ... permissions
// inside execute. Missing user context fails closed." Member memory is such a record: it is the person's.

type CallRecord = { tool: string; outcome: string; code: string | null; result: string };

const prisma = testPrisma();
let team: Team;
let agentId: string;
let taskId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Member agent" } })).id;
  taskId = (await prisma.task.create({ data: { organisationId: team.organisationId, name: "Member notes", tools: ["memory.train", "memory.ask", "os.set_execution_name"] } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

/** A run started by a user who is then deleted before a worker runs it: Run.actingUserId becomes null. */
async function runOfDeletedUser(script: Prisma.InputJsonArray): Promise<string> {
  const user = await createUser(prisma, team.organisationId, ["editor"]);
  const conversation = await prisma.conversation.create({ data: { organisationId: team.organisationId, agentId } });
  const run = await prisma.run.create({
    data: {
      organisationId: team.organisationId, conversationId: conversation.id, agentId, taskId, actingUserId: user.id, kind: "direct",
      input: "Keep notes.", model: { provider: "scripted", script }, remainingToolCalls: 20, state: { version: 1, toolCallBudget: 20, maxIterations: 10 },
    },
  });
  await prisma.user.delete({ where: { id: user.id } });
  expect((await prisma.run.findUniqueOrThrow({ where: { id: run.id } })).actingUserId).toBeNull();
  await enqueueRun(await senderBoss(), run.id);
  return run.id;
}

const train = (layer: string, content: string) => ({ name: "memory__train", arguments: { layer, content } });
const ask = (layers?: string[]) => ({ name: "memory__ask", arguments: { queries: ["invoices"], ...(layers ? { layers } : {}) } });

describe("a run whose acting user was deleted", () => {
  it("refuses what acts for that user with user_context_missing, and still does the rest", async () => {
    const runId = await runOfDeletedUser([
      { calls: [train("member", "Invoices: Ada wants them by mail."), ask(), ask(["member"]), ask(["task"]), train("task", "Invoices go out on the 1st.")] },
      { text: "done" },
    ]);
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
    const run = await read<{ turns: { calls: CallRecord[] }[] }>(await getRun(apiRequest(`/v1/runs/${runId}`, { token: team.editorToken }), params({ id: runId })));
    const calls = run.body.turns[0].calls;
    expect(calls.map((call) => [call.tool, call.outcome, call.code])).toEqual([
      ["memory.train", "tool_error", "user_context_missing"],
      ["memory.ask", "tool_error", "user_context_missing"],
      ["memory.ask", "tool_error", "user_context_missing"],
      ["memory.ask", "ok", null],
      ["memory.train", "ok", null],
    ]);
    expect(calls[0].result).toMatch(
      /^ERROR: user_context_missing: memory\.train keeps member notes for the user who started the run, and this run has no user \(that account was deleted\), so nothing was done\n/,
    );
    expect(await prisma.memoryEntry.count({ where: { content: "Invoices: Ada wants them by mail." } })).toBe(0);
  });
});

describe("member notes are the acting user's own", () => {
  it("one member's note is absent for another member of the same agent", async () => {
    const actor: UseCasePrincipal = { userId: team.editor.id, organisationId: team.organisationId, roles: ["editor"] };
    const fixture: OrganisationFixture = { organisationId: team.organisationId, agentId, taskId, editor: actor, ceo: actor };
    const context = (userId: string) => contextFor(fixture, { actingUserId: userId, tool: "memory.train" });
    const stored = JSON.parse(String(await callTool(prisma, "memory.train", context(team.editor.id), { layer: "member", content: "Quarterly invoices go to Ada." })));
    expect(stored.status).toBe("stored");
    expect((await prisma.memoryEntry.findUniqueOrThrow({ where: { id: stored.id } })).scope).toBe(team.editor.id);
    const mine = JSON.parse(String(await callTool(prisma, "memory.ask", context(team.editor.id), { queries: ["quarterly invoices"], layers: ["member"] })));
    const theirs = JSON.parse(String(await callTool(prisma, "memory.ask", context(team.admin.id), { queries: ["quarterly invoices"], layers: ["member"] })));
    expect(mine.answers[0]).toMatchObject({ status: "found", hits: [{ layer: "member", content: "Quarterly invoices go to Ada." }] });
    expect(theirs.answers[0].status).toBe("absent");
  });
});
