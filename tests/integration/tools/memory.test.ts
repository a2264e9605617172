import { beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor } from "./tool-test-setup";

const prisma = testPrisma();
let fixture: OrganisationFixture;
let teammate: OrganisationFixture;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
  await prisma.task.update({ where: { id: fixture.taskId }, data: { memoryGrants: [{ layer: "team", eventIdPrefix: "mail:" }] } });
  // A second agent of the same organisation, to see what crosses between agents.
  const agent = await prisma.agent.create({ data: { organisationId: fixture.organisationId, name: "Teammate" } });
  teammate = { ...fixture, agentId: agent.id };
});

const train = (owner: OrganisationFixture, input: Record<string, unknown>, taskId?: string | null) =>
  callTool(prisma, "memory.train", contextFor(owner, taskId === undefined ? {} : { taskId }), input);
const ask = (owner: OrganisationFixture, input: Record<string, unknown>) => callTool(prisma, "memory.ask", contextFor(owner), input);

describe("memory.train", () => {
  it("stores a task note once, however often it is trained", async () => {
    const input = { layer: "task", content: "The quarterly report is due on Friday." };
    const first = JSON.parse(await train(fixture, input));
    const again = JSON.parse(await train(fixture, input));
    expect(first).toMatchObject({ status: "stored", layer: "task", eventId: null });
    expect(again).toEqual({ ...first, status: "already_stored" });
    const rows = await prisma.memoryEntry.findMany({ where: { agentId: fixture.agentId, content: input.content } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organisationId: fixture.organisationId, layer: "task", scope: `task:${fixture.taskId}` });
  });

  it("stores one row when the same note is trained in parallel", async () => {
    const input = { layer: "member", content: "Ada prefers email to chat.", eventId: "mail:9" };
    const answers = await Promise.all([1, 2, 3].map(() => train(fixture, input)));
    expect(new Set(answers.map((answer) => JSON.parse(answer).id)).size).toBe(1);
    expect(await prisma.memoryEntry.count({ where: { content: input.content } })).toBe(1);
  });

  it("applies the layer rules of the seed and stores nothing it refuses", async () => {
    const clone = await prisma.task.create({
      data: { organisationId: fixture.organisationId, name: "Clone", tools: [], gates: [], isClone: true, memoryGrants: [{ layer: "team", eventIdPrefix: "mail:" }] },
    });
    await expect(train(fixture, { layer: "member", content: "On a clone." }, clone.id)).rejects.toThrow(/^memory_layer_refused_on_clone: /);
    await expect(train(fixture, { layer: "team", content: "Clone grant.", eventId: "mail:1" }, clone.id)).rejects.toThrow(/^memory_layer_not_granted: /);
    await expect(train(fixture, { layer: "enterprise", content: "Not granted.", eventId: "mail:1" })).rejects.toThrow(/^memory_layer_not_granted: /);
    await expect(train(fixture, { layer: "team", content: "Wrong prefix.", eventId: "chat:1" })).rejects.toThrow(/^memory_event_id_not_granted: /);
    await expect(train(fixture, { layer: "team", content: "Reserved.", eventId: "gate:1" })).rejects.toThrow(/^memory_event_id_reserved: /);
    expect(await prisma.memoryEntry.count({ where: { content: { in: ["On a clone.", "Clone grant.", "Not granted.", "Wrong prefix.", "Reserved."] } } })).toBe(0);
    expect(JSON.parse(await train(fixture, { layer: "team", content: "Invoices go out on the 1st.", eventId: "mail:77" })).status).toBe("stored");
  });
});

describe("memory.ask", () => {
  it("answers each question with hits or an absence, ranked, in the order asked", async () => {
    await train(fixture, { layer: "task", content: "Deploys happen on Tuesdays after the standup." });
    await train(fixture, { layer: "task", content: "Deploys are frozen during the holidays; deploys resume in January." });
    const answer = JSON.parse(await ask(fixture, { queries: ["deploys", "quarterly report", "unicorn migration"] }));
    expect(answer.answers.map((entry: { status: string }) => entry.status)).toEqual(["found", "found", "absent"]);
    // Two mentions of "deploys" rank above one.
    expect(answer.answers[0].hits.map((hit: { content: string }) => hit.content)).toEqual([
      "Deploys are frozen during the holidays; deploys resume in January.",
      "Deploys happen on Tuesdays after the standup.",
    ]);
    expect(answer.answers[1].hits[0]).toMatchObject({ layer: "task", content: "The quarterly report is due on Friday.", eventId: null });
    expect(answer.answers[2]).toEqual({ query: "unicorn migration", status: "absent", note: "Memory holds nothing that matches this question." });
  });

  it("reads another agent's team notes but never its own-layer notes, nor another organisation's", async () => {
    const stranger = await createOrganisationFixture(prisma);
    await callTool(prisma, "memory.train", contextFor(stranger), { layer: "task", content: "Invoices are secret elsewhere." });
    const answer = JSON.parse(await ask(teammate, { queries: ["invoices", "quarterly report"] }));
    expect(answer.answers[0]).toMatchObject({ status: "found", hits: [{ layer: "team", content: "Invoices go out on the 1st." }] });
    expect(answer.answers[0].hits).toHaveLength(1);
    expect(answer.answers[1].status).toBe("absent");
  });

  it("keeps to the layers asked for, and returns at most five hits", async () => {
    for (let index = 1; index <= 7; index += 1) await train(fixture, { layer: "task", content: `Backup number ${index} ran.` });
    const answer = JSON.parse(await ask(fixture, { queries: ["backup", "invoices"], layers: ["task"] }));
    expect(answer.answers[0].hits).toHaveLength(5);
    expect(answer.answers[1].status).toBe("absent");
  });
});
