// os.assess_impact through the real registry (issue 18, item 5): the tasks, runs, gates, people and KPIs a
// change touches — named by id, or found by the change's words — and what could break; it changes nothing, and
// another organisation's ids answer exactly like made-up ones.

import { beforeAll, describe, expect, it } from "vitest";
import type { RunStatus } from "@/lib/generated/prisma/client";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor } from "./tool-test-setup";

const prisma = testPrisma();
let owner: OrganisationFixture;
let other: OrganisationFixture;
let invoiceTask: string;
let mergeTask: string;
let quietTask: string;
let foreignTask: string;
const runIds: Record<string, string> = {};
let gateId: string;

async function taskOf(fixture: OrganisationFixture, name: string, tools: string[]) {
  return (await prisma.task.create({ data: { organisationId: fixture.organisationId, name, tools, gates: [] } })).id;
}

async function runOf(fixture: OrganisationFixture, taskId: string, status: RunStatus, createdAt: Date, failureCode: string | null = null) {
  const conversation = await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } });
  const run = await prisma.run.create({
    data: {
      organisationId: fixture.organisationId, conversationId: conversation.id, agentId: fixture.agentId, taskId, taskVersion: 1, actingUserId: fixture.editor.userId,
      kind: "direct", status, failureCode, input: "work", model: { provider: "scripted", script: [] }, state: { version: 1, toolCallBudget: 10, maxIterations: 10 }, createdAt,
    },
  });
  return run.id;
}

beforeAll(async () => {
  owner = await createOrganisationFixture(prisma);
  other = await createOrganisationFixture(prisma);
  invoiceTask = await taskOf(owner, "Invoice reminders", ["os.mail_send#to=a@x.org", "os.set_gate_summary", "os.get_context"]);
  mergeTask = await taskOf(owner, "Release train", ["github.merge_pull_request", "os.set_gate_summary"]);
  quietTask = await taskOf(owner, "Weekly digest", ["os.get_context"]);
  foreignTask = await taskOf(other, "Invoice reminders", ["os.get_context"]);
  runIds.waiting = await runOf(owner, invoiceTask, "waiting", new Date("2026-12-01T08:00:00Z"));
  runIds.failed = await runOf(owner, invoiceTask, "failed", new Date("2026-12-01T07:00:00Z"), "connector_disconnected");
  runIds.done = await runOf(owner, invoiceTask, "succeeded", new Date("2026-12-01T06:00:00Z"));
  await runOf(other, foreignTask, "queued", new Date("2026-12-01T08:00:00Z"));
  const toolCall = await prisma.toolCall.create({ data: { runId: runIds.waiting, organisationId: owner.organisationId, name: "os__mail_send", tool: "os.mail_send", arguments: {}, toolName: "os.mail_send" } });
  gateId = (await prisma.gate.create({ data: { organisationId: owner.organisationId, runId: runIds.waiting, callId: toolCall.id, tool: "os.mail_send", arguments: {}, summary: "Remind ACME." } })).id;
  await prisma.kpi.create({ data: { organisationId: owner.organisationId, level: "enterprise", name: "Days sales outstanding", description: "How long invoices wait to be paid.", unit: "days", direction: "down" } });
  await prisma.kpi.create({ data: { organisationId: owner.organisationId, level: "enterprise", name: "Uptime", description: "Share of minutes the site answers." } });
  await prisma.kpi.create({ data: { organisationId: owner.organisationId, level: "enterprise", name: "Invoice accuracy", description: "Removed.", deletedAt: new Date() } });
  await prisma.kpi.create({ data: { organisationId: other.organisationId, level: "enterprise", name: "Invoices sent", description: "Theirs." } });
});

const assess = async (input: Record<string, unknown>) => JSON.parse(await callTool(prisma, "os.assess_impact", contextFor(owner), input));

describe("os.assess_impact with tasks named", () => {
  it("reads those tasks' runs, open gates, people and KPIs, and says what could break", async () => {
    const answer = await assess({ change: "Send invoice reminders from the billing mailbox instead.", tasks: [invoiceTask] });
    expect(answer.found).toBe("the tasks named in `tasks`");
    expect(answer.notFound).toEqual([]);
    expect(answer.tasks).toHaveLength(1);
    const [task] = answer.tasks;
    expect(task).toMatchObject({ id: invoiceTask, name: "Invoice reminders", version: 1, why: ["named in `tasks`"] });
    expect(task.activeRuns).toEqual([{ id: runIds.waiting, status: "waiting", taskVersion: 1 }]);
    expect(task.recentRuns.map((run: { id: string; status: string }) => [run.id, run.status])).toEqual([[runIds.waiting, "waiting"], [runIds.failed, "failed"], [runIds.done, "succeeded"]]);
    expect(task.openGates).toEqual([{ id: gateId, runId: runIds.waiting, tool: "os.mail_send", summary: "Remind ACME." }]);
    expect(answer.people.agents).toEqual([{ id: owner.agentId, name: "Test agent" }]);
    expect(answer.people.users).toEqual([{ id: owner.editor.userId, name: "", address: expect.stringMatching(/^editor-/) }]);
    // "invoice" matches "invoices" in the KPI's description; a deleted KPI and another organisation's are left out.
    expect(answer.kpis).toEqual([{ id: expect.any(String), level: "enterprise", name: "Days sales outstanding", matched: ["invoice"] }]);
    expect(answer.whatCouldBreak).toEqual([
      `1 run of "Invoice reminders" is queued, running or waiting (${runIds.waiting}): they keep version 1 or the one they started with, so the change reaches only runs started after it.`,
      `Gate ${gateId} on run ${runIds.waiting} waits for the CEO on os.mail_send: changing "Invoice reminders" does not withdraw it; decide it or clear the run first.`,
      `1 recent run of "Invoice reminders" failed (connector_disconnected): a retry continues on the version it started with.`,
    ]);
  });

  it("lists another organisation's task id exactly like a made-up one, in notFound, and reads nothing of it", async () => {
    const answer = await assess({ change: "Pause it.", tasks: [foreignTask, "task-that-never-was", quietTask] });
    expect(answer.tasks.map((task: { id: string }) => task.id)).toEqual([quietTask]);
    expect(answer.notFound).toEqual([foreignTask, "task-that-never-was"]);
    expect(answer.people).toEqual({ agents: [], users: [] });
    expect(answer.whatCouldBreak).toEqual([`2 ids name no task of this enterprise (${foreignTask}, task-that-never-was): nothing was read for them.`]);
  });
});

describe("os.assess_impact without tasks: found by the change's words", () => {
  it("by a declared tool's exact name, by a vendor's name and by the task's name, each saying why", async () => {
    const byTool = await assess({ change: "Gate every os.mail_send call." });
    expect(byTool.tasks.map((task: { name: string; why: string[] }) => [task.name, task.why])).toEqual([["Invoice reminders", ["the change names os.mail_send, which the task declares"]]]);
    const byVendor = await assess({ change: "Move from GitHub to GitLab." });
    expect(byVendor.tasks.map((task: { name: string; why: string[] }) => [task.name, task.why])).toEqual([["Release train", ["the change names github, whose tools the task declares"]]]);
    const byName = await assess({ change: "Retire the weekly digest." });
    expect(byName.tasks.map((task: { name: string; why: string[] }) => [task.name, task.why])).toEqual([
      ["Weekly digest", ['the change names the task "Weekly digest"', 'the task\'s name shares "weekly", "digest" with the change']],
    ]);
    expect(byName.notFound).toBeUndefined();
    expect(byName.found).toBe("by the change's words");
  });

  it("never finds another organisation's task, and says when nothing matched", async () => {
    const answer = await assess({ change: "Rewrite the zzqx florp pipeline." });
    expect(answer.tasks).toEqual([]);
    expect(answer.kpis).toEqual([]);
    expect(answer.whatCouldBreak).toEqual(["No task was found to touch: name the tasks in `tasks`, or describe the change with the tasks' or tools' exact names."]);
    const invoices = await assess({ change: "Invoice reminders go weekly." });
    expect(invoices.tasks.map((task: { id: string }) => task.id)).not.toContain(foreignTask);
  });

  it("changes nothing", async () => {
    const counts = () => Promise.all([prisma.task.count(), prisma.run.count(), prisma.gate.count({ where: { status: "open" } }), prisma.kpi.count()]);
    const before = await counts();
    await assess({ change: "Invoice reminders go weekly.", tasks: [invoiceTask] });
    expect(await counts()).toEqual(before);
    expect((await prisma.run.findUniqueOrThrow({ where: { id: runIds.waiting } })).status).toBe("waiting");
  });
});
