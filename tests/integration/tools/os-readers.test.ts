import { beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor, createRunRow, fixedNow } from "./tool-test-setup";

const prisma = testPrisma();
let fixture: OrganisationFixture;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
});

async function createGate(client: PrismaClient, owner: OrganisationFixture, tool: string, createdAt: Date, status: "open" | "decided" = "open") {
  const { runId } = await createRunRow(client, owner);
  const call = await client.toolCall.create({
    data: { runId, organisationId: owner.organisationId, name: tool.replace(/\./g, "__"), tool, arguments: {}, toolName: tool },
  });
  return client.gate.create({
    data: { organisationId: owner.organisationId, runId, callId: call.id, tool, arguments: {}, summary: `About ${tool}`, status, createdAt },
  });
}

describe("os.list_open_gates", () => {
  it("lists this organisation's open gates oldest first, with how long each waited", async () => {
    const owner = await createOrganisationFixture(prisma);
    expect(await callTool(prisma, "os.list_open_gates", contextFor(owner), {})).toBe("No gates are open: nothing waits for the CEO.");
    const older = await createGate(prisma, owner, "os.ask_ceo", new Date(fixedNow.getTime() - 90 * 60_000));
    const newer = await createGate(prisma, owner, "os.set_context", new Date(fixedNow.getTime() - 5 * 60_000));
    await createGate(prisma, owner, "os.ask_ceo", new Date(fixedNow.getTime() - 60_000), "decided");
    await createGate(prisma, fixture, "os.ask_ceo", new Date(fixedNow.getTime() - 60_000));

    const listed = JSON.parse(await callTool(prisma, "os.list_open_gates", contextFor(owner), {}));
    expect(listed).toEqual({
      total: 2,
      shown: 2,
      gates: [
        { id: older.id, tool: "os.ask_ceo", runId: older.runId, createdAt: older.createdAt.toISOString(), waitedMinutes: 90, summary: "About os.ask_ceo" },
        { id: newer.id, tool: "os.set_context", runId: newer.runId, createdAt: newer.createdAt.toISOString(), waitedMinutes: 5, summary: "About os.set_context" },
      ],
    });
    const limited = JSON.parse(await callTool(prisma, "os.list_open_gates", contextFor(owner), { limit: 1 }));
    expect(limited).toMatchObject({ total: 2, shown: 1, gates: [{ id: older.id }] });
  });
});

describe("os.list_tool_bindings", () => {
  it("resolves each binding from the agent, else the organisation, else off, with the flags", async () => {
    const owner = await createOrganisationFixture(prisma);
    await prisma.organisation.update({ where: { id: owner.organisationId }, data: { defaultBindings: { note: false, record: true } } });
    await prisma.agent.update({ where: { id: owner.agentId }, data: { bindings: { note: true }, coding: true, memory: false } });
    const listed = JSON.parse(await callTool(prisma, "os.list_tool_bindings", contextFor(owner, { actingUserRoles: ["admin"] }), {}));
    expect(listed.bindings).toEqual([
      { name: "note", on: true, source: "agent" },
      { name: "record", on: true, source: "organisation" },
      { name: "memory", on: false, source: "default" },
      { name: "script", on: false, source: "default" },
      { name: "schedule", on: false, source: "default" },
      { name: "secret", on: false, source: "default" },
      { name: "group_post", on: false, source: "default" },
    ]);
    expect(listed.flags).toEqual([
      { name: "browser", on: false, source: "default" },
      { name: "coding", on: true, source: "agent" },
      { name: "scripting", on: true, source: "default" },
      { name: "memory", on: false, source: "agent" },
    ]);
    expect(listed.agent).toEqual({ id: owner.agentId, name: "Test agent" });
  });

  it("refuses an agent of another organisation", async () => {
    const other = await createOrganisationFixture(prisma);
    await expect(callTool(prisma, "os.list_tool_bindings", contextFor(fixture, { agentId: other.agentId, actingUserRoles: ["admin"] }), {})).rejects.toThrow("not found");
  });

  it("answers only for an admin: its requires excludes non-admins (seed \"running tools\")", async () => {
    await expect(callTool(prisma, "os.list_tool_bindings", contextFor(fixture), {})).rejects.toThrow(/^admin_required: /);
  });
});

describe("os.read_task", () => {
  it("reads the run's own task", async () => {
    const task = JSON.parse(await callTool(prisma, "os.read_task", contextFor(fixture), {}));
    expect(task).toMatchObject({ id: fixture.taskId, name: "Test task", isRunTask: true, gates: [], isClone: false, memoryGrants: [] });
    expect(task.tools).toContain("os.set_context");
  });

  it("reads a task by exact name or id, and not one of another organisation", async () => {
    const named = await prisma.task.create({ data: { organisationId: fixture.organisationId, name: "Weekly digest", tools: ["memory.ask"], gates: [] } });
    expect(JSON.parse(await callTool(prisma, "os.read_task", contextFor(fixture), { task: "Weekly digest" }))).toMatchObject({ id: named.id, isRunTask: false });
    expect(JSON.parse(await callTool(prisma, "os.read_task", contextFor(fixture), { task: named.id }))).toMatchObject({ name: "Weekly digest" });
    const other = await createOrganisationFixture(prisma);
    await expect(callTool(prisma, "os.read_task", contextFor(fixture), { task: other.taskId })).rejects.toThrow(/^task_not_found: /);
  });

  it("says when the run has no task", async () => {
    expect(await callTool(prisma, "os.read_task", contextFor(fixture, { taskId: null }), {})).toBe("This run has no task.");
  });

  it("reads the run's own task as the version the run started with, after the task was edited (issue 12, item 7)", async () => {
    const task = await prisma.task.create({ data: { organisationId: fixture.organisationId, name: "Invoices v2", tools: ["os.get_context", "os.set_context"], gates: [], version: 2 } });
    await prisma.taskVersion.create({ data: { taskId: task.id, version: 1, name: "Invoices", tools: ["os.get_context"], gates: [] } });
    const conversation = await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } });
    const run = await prisma.run.create({
      data: {
        organisationId: fixture.organisationId,
        conversationId: conversation.id,
        agentId: fixture.agentId,
        taskId: task.id,
        taskVersion: 1,
        kind: "direct",
        input: "read it",
        model: { provider: "scripted", script: [] },
        state: { version: 1, toolCallBudget: 5, maxIterations: 5 },
      },
    });
    const own = JSON.parse(await callTool(prisma, "os.read_task", contextFor(fixture, { taskId: task.id, runId: run.id }), {}));
    expect(own).toMatchObject({ name: "Invoices", version: 1, tools: ["os.get_context"], isRunTask: true });
    const current = JSON.parse(await callTool(prisma, "os.read_task", contextFor(fixture), { task: task.id }));
    expect(current).toMatchObject({ name: "Invoices v2", version: 2, isRunTask: false });
  });

  it("answers a deleted task named by id like a made-up one", async () => {
    const task = await prisma.task.create({ data: { organisationId: fixture.organisationId, name: "Retired task", tools: [], gates: [], deletedAt: new Date() } });
    await expect(callTool(prisma, "os.read_task", contextFor(fixture), { task: task.id })).rejects.toThrow(/^task_not_found: /);
  });
});

describe("os.ask_ceo through the registry", () => {
  it("answers with the CEO's decision and note", async () => {
    const context = contextFor(fixture, { gateDecision: { decision: "approve", note: "Yes, ship it." } });
    expect(await callTool(prisma, "os.ask_ceo", context, { question: "Ship?" })).toBe("The CEO approved.\nThe CEO's note: Yes, ship it.");
    await expect(callTool(prisma, "os.ask_ceo", contextFor(fixture), { question: "Ship?" })).rejects.toThrow("no decision was given");
  });
});
