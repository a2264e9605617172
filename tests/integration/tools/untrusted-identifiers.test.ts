import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { GET as getResult } from "@/app/v1/results/[ref]/route";
import { implementedTools } from "@/lib/tools/registry/implemented-tools";
import { testPrisma } from "../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

// Seed "tool rules", Untrusted output: "an identifier the model composes was effectively written by whoever
// wrote the document it just read — so every one is checked against the turn on the backend", and a guess
// reveals nothing: another organisation's id, another agent's, and one that never existed get the same
// answer, byte for byte once the id itself is taken out of it.

type Invoked = { outcome: string; code: string | null; result: string };

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let agentId: string;
let siblingAgentId: string;
let foreignAgentId: string;

beforeAll(async () => {
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  const bindings = { note: true, record: true, script: true, schedule: true };
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Guessing agent", bindings } })).id;
  siblingAgentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Sibling agent", bindings } })).id;
  foreignAgentId = (await prisma.agent.create({ data: { organisationId: otherTeam.organisationId, name: "Foreign agent", bindings } })).id;
});

type Owner = { organisationId: string; agentId: string };
const foreignOwner = (): Owner => ({ organisationId: otherTeam.organisationId, agentId: foreignAgentId });
const siblingOwner = (): Owner => ({ organisationId: team.organisationId, agentId: siblingAgentId });

/** Each handler that takes an identifier from the model: how to make a real row elsewhere, how to call it, and whether the row is untouched afterwards. */
type Row = {
  tool: string;
  /** Creates a row owned by `owner`; returns the identifier a model would compose. */
  make: (owner: Owner) => Promise<string>;
  input: (id: string) => Record<string, unknown>;
  madeUp: () => string;
  untouched?: (id: string) => Promise<boolean>;
  /** Only organisation-wide records: another agent of the same organisation may see them. */
  organisationWide?: boolean;
};

const contextRow = (tool: string): Row => ({
  tool,
  // The very scope the caller's playground call reads (context-scope.ts): only the agent tells them apart.
  make: async (owner) =>
    (await prisma.contextItem.create({ data: { ...owner, scope: `playground:${team.editor.id}`, key: `key-${randomUUID()}`, value: "theirs" } })).key,
  input: (key) => ({ key }),
  madeUp: () => `key-${randomUUID()}`,
  untouched: async (key) => (await prisma.contextItem.count({ where: { key } })) === 1,
});

const noteRow = (tool: string): Row => ({
  tool,
  make: async (owner) => (await prisma.note.create({ data: { ...owner, title: `Plan ${randomUUID()}`, content: "theirs" } })).title,
  input: (title) => ({ title }),
  madeUp: () => `Plan ${randomUUID()}`,
  untouched: async (title) => (await prisma.note.count({ where: { title } })) === 1,
});

const recordRow = (tool: string, extra: Record<string, unknown> = {}): Row => ({
  tool,
  make: async (owner) => (await prisma.agentRecord.create({ data: { ...owner, collection: "leads", data: { stage: "open" } } })).id,
  input: (id) => ({ collection: "leads", id, ...extra }),
  madeUp: () => randomUUID(),
  untouched: async (id) => JSON.stringify((await prisma.agentRecord.findUnique({ where: { id } }))?.data) === JSON.stringify({ stage: "open" }),
});

const scriptRow = (tool: string): Row => ({
  tool,
  make: async (owner) => (await prisma.script.create({ data: { ...owner, name: `s${randomUUID().slice(0, 8)}`, description: "theirs", source: "return 1;" } })).name,
  input: (name) => ({ name }),
  madeUp: () => `s${randomUUID().slice(0, 8)}`,
  untouched: async (name) => (await prisma.script.count({ where: { name } })) === 1,
});

const scheduleRow = (tool: string): Row => ({
  tool,
  make: async (owner) =>
    (await prisma.schedule.create({ data: { ...owner, model: { provider: "scripted", script: [] }, name: "Theirs", cron: "0 9 * * 1", input: "theirs" } })).id,
  input: (id) => ({ id }),
  madeUp: () => randomUUID(),
  untouched: async (id) => (await prisma.schedule.count({ where: { id } })) === 1,
});

const rows: Row[] = [
  contextRow("os.get_context"),
  contextRow("os.delete_context"),
  {
    tool: "os.read_task",
    make: async (owner) => (await prisma.task.create({ data: { organisationId: owner.organisationId, name: "Theirs", tools: [] } })).id,
    input: (task) => ({ task }),
    madeUp: () => randomUUID(),
    organisationWide: true,
  },
  noteRow("note_read"),
  noteRow("note_delete"),
  recordRow("record_get"),
  recordRow("record_update", { data: { stage: "won" } }),
  recordRow("record_delete"),
  scriptRow("script_read"),
  scriptRow("script_delete"),
  scheduleRow("schedule_get"),
  scheduleRow("schedule_delete"),
];

async function call(tool: string, input: Record<string, unknown>): Promise<Invoked> {
  const body = { agentId, tool, arguments: input };
  const answer = await read<Invoked>(await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body }), noParams));
  expect(answer.status).toBe(200);
  return answer.body;
}

const seen = (answer: Invoked, id: string) => ({ outcome: answer.outcome, code: answer.code, result: answer.result.replaceAll(id, "<id>") });

describe("an identifier the model composes", () => {
  it("every such handler is in the table, and is implemented", () => {
    for (const row of rows) expect(implementedTools.has(row.tool)).toBe(true);
  });

  it.each(rows.map((row) => [row.tool, row] as const))("%s: another organisation's and another agent's ids are answered as a made-up one", async (_tool, row) => {
    const madeUp = row.madeUp();
    const expected = seen(await call(row.tool, row.input(madeUp)), madeUp);
    // The handler itself answered, naming what was asked: not a refusal before it, which would prove nothing.
    expect(expected.outcome).not.toBe("handed_back");
    expect(expected.result).toContain('"<id>"');
    const owners = row.organisationWide ? [foreignOwner()] : [foreignOwner(), siblingOwner()];
    for (const owner of owners) {
      const id = await row.make(owner);
      expect(seen(await call(row.tool, row.input(id)), id)).toEqual(expected);
      if (row.untouched) expect(await row.untouched(id)).toBe(true);
    }
  });
});

describe("GET /v1/results/:ref", () => {
  it("answers another organisation's ref exactly as a made-up one", async () => {
    const foreign = await prisma.storedResult.create({
      data: { ref: `res_${randomUUID()}`, organisationId: otherTeam.organisationId, tool: "os.get_context", text: "theirs", bytes: 6, originalBytes: 6, truncated: false },
    });
    const answer = async (ref: string) => read(await getResult(apiRequest(`/v1/results/${ref}`, { token: team.editorToken }), params({ ref })));
    const madeUp = `res_${randomUUID()}`;
    const [theirs, none] = [await answer(foreign.ref), await answer(madeUp)];
    expect(theirs.status).toBe(404);
    expect(theirs.text.replaceAll(foreign.ref, "<ref>")).toBe(none.text.replaceAll(madeUp, "<ref>"));
  });
});
