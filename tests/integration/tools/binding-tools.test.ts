import { beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor, createRunRow, fixedNow } from "./tool-test-setup";

// The binding tools' handlers against real PostgreSQL: what each stores and answers, that every row stays
// the calling agent's (seed "tool rules", Untrusted output), and that idempotent tools act once.

const prisma = testPrisma();
let fixture: OrganisationFixture;
let teammate: OrganisationFixture;
let stranger: OrganisationFixture;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
  const agent = await prisma.agent.create({ data: { organisationId: fixture.organisationId, name: "Teammate" } });
  teammate = { ...fixture, agentId: agent.id };
  stranger = await createOrganisationFixture(prisma);
});

const call = (owner: OrganisationFixture, tool: string, input: Record<string, unknown>, overrides = {}) =>
  callTool(prisma, tool, contextFor(owner, { taskId: null, ...overrides }), input);
const callJson = async (owner: OrganisationFixture, tool: string, input: Record<string, unknown>) => JSON.parse(await call(owner, tool, input));

describe("note_write / note_read / note_list / note_delete", () => {
  it("creates, replaces, leaves an identical write unchanged, and reads back", async () => {
    expect(await callJson(fixture, "note_write", { title: "Plan", content: "Ship on Friday.\nThen rest." })).toEqual({
      title: "Plan",
      status: "created",
      writtenAt: fixedNow.toISOString(),
    });
    expect((await callJson(fixture, "note_write", { title: "Plan", content: "Ship on Monday.\nThen rest." })).status).toBe("replaced");
    expect(await callJson(fixture, "note_write", { title: "Plan", content: "Ship on Monday.\nThen rest." })).toEqual({ title: "Plan", status: "unchanged" });
    expect(await callJson(fixture, "note_read", { title: "Plan" })).toEqual({
      title: "Plan",
      content: "Ship on Monday.\nThen rest.",
      writtenAt: fixedNow.toISOString(),
    });
    expect(await prisma.note.count({ where: { agentId: fixture.agentId, title: "Plan" } })).toBe(1);
  });

  it("writes a batch of identical calls once", async () => {
    const input = { title: "Batch", content: "Same." };
    const answers = await Promise.all([1, 2, 3].map(() => callJson(fixture, "note_write", input)));
    expect(answers.map((answer) => answer.status).sort()).toEqual(["created", "unchanged", "unchanged"]);
    expect(await prisma.note.count({ where: { agentId: fixture.agentId, title: "Batch" } })).toBe(1);
  });

  it("lists titles and first lines newest first, filtered by a query in any case", async () => {
    const later = new Date(fixedNow.getTime() + 60_000);
    await callTool(prisma, "note_write", contextFor(fixture), { title: "Invoices", content: "\nINV-7 is overdue.\nChase it." }, later);
    const listed = await callJson(fixture, "note_list", {});
    expect(listed.notes[0]).toEqual({ title: "Invoices", firstLine: "INV-7 is overdue.", writtenAt: later.toISOString() });
    expect(listed.notes.map((note: { title: string }) => note.title)).toEqual(expect.arrayContaining(["Plan", "Batch"]));
    expect((await callJson(fixture, "note_list", { query: "inv-7" })).notes.map((note: { title: string }) => note.title)).toEqual(["Invoices"]);
    expect((await callJson(fixture, "note_list", { limit: 1 })).count).toBe(1);
    expect(await call(fixture, "note_list", { query: "nothing like this" })).toBe('None of your notes contains "nothing like this".');
  });

  it("answers another agent's and another organisation's note exactly as a made-up title", async () => {
    const missing = 'note_not_found: you have no note titled "Plan"; note_list shows the titles you have';
    await expect(call(teammate, "note_read", { title: "Plan" })).rejects.toThrow(missing);
    await expect(call(stranger, "note_read", { title: "Plan" })).rejects.toThrow(missing);
    expect(await call(teammate, "note_list", {})).toBe("You have no notes yet.");
    expect(await call(teammate, "note_delete", { title: "Plan" })).toBe('You had no note titled "Plan"; nothing changed.');
    expect(await prisma.note.count({ where: { agentId: fixture.agentId, title: "Plan" } })).toBe(1);
  });

  it("deletes once; deleting again changes nothing", async () => {
    expect(await call(fixture, "note_delete", { title: "Batch" })).toBe('Deleted the note "Batch".');
    expect(await call(fixture, "note_delete", { title: "Batch" })).toBe('You had no note titled "Batch"; nothing changed.');
    await expect(call(fixture, "note_read", { title: "Batch" })).rejects.toThrow(/^note_not_found: /);
  });
});

describe("record_create / record_get / record_list / record_update / record_delete", () => {
  let leadId: string;

  it("creates records (a repeat creates another), gets one and lists newest first", async () => {
    const created = await callJson(fixture, "record_create", { collection: "leads", data: { name: "Ada", stage: "new", score: 3 } });
    expect(created).toEqual({
      id: expect.any(String),
      collection: "leads",
      data: { name: "Ada", stage: "new", score: 3 },
      createdAt: fixedNow.toISOString(),
      updatedAt: fixedNow.toISOString(),
    });
    leadId = created.id;
    const later = new Date(fixedNow.getTime() + 1000);
    await callTool(prisma, "record_create", contextFor(fixture), { collection: "leads", data: { name: "Grace", stage: "won", owner: null } }, later);
    await callTool(prisma, "record_create", contextFor(fixture), { collection: "leads", data: { name: "Grace", stage: "won", owner: null } }, later);
    expect(await callJson(fixture, "record_get", { collection: "leads", id: leadId })).toEqual(created);
    const listed = await callJson(fixture, "record_list", { collection: "leads" });
    expect(listed.count).toBe(3);
    expect(listed.records.map((record: { data: { name: string } }) => record.data.name)).toEqual(["Grace", "Grace", "Ada"]);
  });

  it("lists by exact top-level matches, null and numbers included", async () => {
    const names = async (where: Record<string, unknown>) =>
      (await callJson(fixture, "record_list", { collection: "leads", where })).records.map((record: { data: { name: string } }) => record.data.name);
    expect(await names({ stage: "won" })).toEqual(["Grace", "Grace"]);
    expect(await names({ score: 3, stage: "new" })).toEqual(["Ada"]);
    expect(await names({ owner: null })).toEqual(["Grace", "Grace"]);
    expect(await call(fixture, "record_list", { collection: "leads", where: { stage: "Won" } })).toBe(
      'No record of your collection "leads" matches {"stage":"Won"}.',
    );
    expect(await call(fixture, "record_list", { collection: "empty" })).toBe('Your collection "empty" holds no records.');
    // Lists and objects match whole: equality, not containment.
    await call(fixture, "record_create", { collection: "tagged", data: { tags: ["a", "b"], meta: { x: 1, y: 2 } } });
    const tagged = async (where: Record<string, unknown>) => (await call(fixture, "record_list", { collection: "tagged", where })).startsWith("{");
    expect(await tagged({ tags: ["a", "b"], meta: { y: 2, x: 1 } })).toBe(true);
    expect(await tagged({ tags: ["a"] })).toBe(false);
    expect(await tagged({ meta: { x: 1 } })).toBe(false);
  });

  it("merges top-level fields on update; the same update twice leaves the same record", async () => {
    const later = new Date(fixedNow.getTime() + 5000);
    const update = () => callTool(prisma, "record_update", contextFor(fixture), { collection: "leads", id: leadId, data: { stage: "won", score: 5 } }, later);
    const first = JSON.parse(await update());
    expect(first).toMatchObject({ id: leadId, data: { name: "Ada", stage: "won", score: 5 }, updatedAt: later.toISOString() });
    expect(JSON.parse(await update())).toEqual(first);
  });

  it("refuses a record over the size limit", async () => {
    await expect(call(fixture, "record_create", { collection: "leads", data: { blob: "x".repeat(20000) } })).rejects.toThrow(/^record_too_large: /);
  });

  it("answers another agent's, another organisation's, another collection's and a made-up id identically", async () => {
    const missing = (id: string) => `record_not_found: your collection "leads" has no record with the id "${id}"; record_list shows the ids it holds`;
    for (const owner of [teammate, stranger]) {
      await expect(call(owner, "record_get", { collection: "leads", id: leadId })).rejects.toThrow(missing(leadId));
      await expect(call(owner, "record_update", { collection: "leads", id: leadId, data: { stage: "lost" } })).rejects.toThrow(missing(leadId));
      await expect(call(owner, "record_delete", { collection: "leads", id: leadId })).rejects.toThrow(missing(leadId));
    }
    await expect(call(fixture, "record_get", { collection: "leads", id: "made-up" })).rejects.toThrow(missing("made-up"));
    await expect(call(fixture, "record_get", { collection: "clients", id: leadId })).rejects.toThrow(/^record_not_found: your collection "clients"/);
    expect(await call(stranger, "record_list", { collection: "leads" })).toBe('Your collection "leads" holds no records.');
    expect((await prisma.agentRecord.findUniqueOrThrow({ where: { id: leadId } })).data).toMatchObject({ stage: "won" });
  });

  it("deletes once; a second delete changes nothing and says the record is not found", async () => {
    expect(await call(fixture, "record_delete", { collection: "leads", id: leadId })).toBe(`Deleted the record "${leadId}" from your collection "leads".`);
    await expect(call(fixture, "record_delete", { collection: "leads", id: leadId })).rejects.toThrow(/^record_not_found: /);
    expect(await prisma.agentRecord.count({ where: { agentId: fixture.agentId, collection: "leads" } })).toBe(2);
  });
});

describe("memory_write", () => {
  it("stores at the agent layer once, and memory.ask finds it (one memory store)", async () => {
    const content = "The finance team closes the books on the 25th.";
    const first = await callJson(fixture, "memory_write", { facts: [{ content, topic: "finance" }] });
    expect(first).toEqual({ layer: "agent", stored: 1, failed: 0, facts: [{ id: expect.any(String), status: "stored", topic: "finance" }] });
    const again = await callJson(fixture, "memory_write", { facts: [{ content }] });
    expect(again.facts).toEqual([{ id: first.facts[0].id, status: "already_stored" }]);
    expect(await prisma.memoryEntry.count({ where: { agentId: fixture.agentId, content } })).toBe(1);

    const answer = await callJson(fixture, "memory.ask", { queries: ["when are the books closed?"], layers: ["agent"] });
    expect(answer.answers[0]).toMatchObject({ status: "found", hits: [{ layer: "agent", content }] });
  });

  it("stores several facts in one call; one failed fact keeps the two that were stored (seed \"tool rules\")", async () => {
    // PostgreSQL refuses a NUL character in text: that one fact fails at the store, the others do not.
    const facts = [{ content: "Invoices are due in 30 days." }, { content: "broken \u0000 fact" }, { content: "The VAT rate is 20%." }];
    const answer = await callJson(fixture, "memory_write", { facts });
    expect(answer).toMatchObject({ stored: 2, failed: 1 });
    expect(answer.facts.map((fact: { status: string }) => fact.status)).toEqual(["stored", "failed", "stored"]);
    expect(await prisma.memoryEntry.count({ where: { agentId: fixture.agentId, content: { in: [facts[0].content, facts[2].content] } } })).toBe(2);
  });

  it("keeps an agent's memories from its teammates and from other organisations", async () => {
    for (const owner of [teammate, stranger]) {
      const answer = await callJson(owner, "memory.ask", { queries: ["books closed"] });
      expect(answer.answers[0].status).toBe("absent");
    }
  });
});

describe("secret_request", () => {
  it("opens one request per name while it is open, with the run, conversation and acting user", async () => {
    const { runId, conversationId } = await createRunRow(prisma, fixture, null);
    const input = { name: "STRIPE_API_KEY", reason: "To read this month's invoices." };
    const first = JSON.parse(await call(fixture, "secret_request", input, { runId, conversationId }));
    expect(first).toEqual({
      status: "requested",
      requestId: expect.any(String),
      name: "STRIPE_API_KEY",
      message: expect.stringContaining("Once an admin provides it, it is available to you by the name STRIPE_API_KEY."),
    });
    const again = JSON.parse(await call(fixture, "secret_request", { ...input, reason: "Still need it." }));
    expect(again).toEqual({ ...first, status: "already_requested" });
    const rows = await prisma.secretRequest.findMany({ where: { agentId: fixture.agentId, name: "STRIPE_API_KEY" } });
    expect(rows).toEqual([expect.objectContaining({ status: "open", runId, conversationId, requestedById: fixture.editor.userId, reason: input.reason })]);

    const teammateAsks = JSON.parse(await call(teammate, "secret_request", input));
    expect(teammateAsks.requestId).not.toBe(first.requestId);
  });

  it("says a secret the agent may already use is available, and files nothing", async () => {
    await prisma.secret.create({ data: { organisationId: fixture.organisationId, agentId: null, name: "SHARED_KEY", ciphertext: "x" } });
    expect(JSON.parse(await call(fixture, "secret_request", { name: "SHARED_KEY", reason: "r" }))).toEqual({
      status: "available",
      name: "SHARED_KEY",
      message: "A secret named SHARED_KEY is already available to you by that name.",
    });
    expect(await prisma.secretRequest.count({ where: { name: "SHARED_KEY" } })).toBe(0);
  });
});

describe("report_issue", () => {
  it("files a report once per run and title, with severity medium by default", async () => {
    const { runId, conversationId } = await createRunRow(prisma, fixture, null);
    const input = { title: "mail tool times out", details: "Three calls timed out after 30 s." };
    const first = JSON.parse(await call(fixture, "report_issue", input, { runId, conversationId }));
    expect(first).toMatchObject({ reportId: expect.any(String), status: "reported", title: input.title });
    const again = JSON.parse(await call(fixture, "report_issue", { ...input, severity: "high" }, { runId, conversationId }));
    expect(again).toMatchObject({ reportId: first.reportId, status: "already_reported" });
    const rows = await prisma.issueReport.findMany({ where: { runId } });
    expect(rows).toEqual([expect.objectContaining({ severity: "medium", conversationId, reportedById: fixture.editor.userId, details: input.details })]);

    const nextRun = await createRunRow(prisma, fixture, null);
    const elsewhere = JSON.parse(await call(fixture, "report_issue", { ...input, severity: "low" }, nextRun));
    expect(elsewhere.reportId).not.toBe(first.reportId);
    expect((await prisma.issueReport.findUniqueOrThrow({ where: { id: elsewhere.reportId } })).severity).toBe("low");
  });
});
