import { beforeAll, describe, expect, it } from "vitest";
import { createResultRedactor } from "@/lib/runtime/results/redact-secrets";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { jsonCredential, leakedPieces, pemKey } from "../../support/secret-samples";
import { callTool, callToolOutput, contextFor } from "./tool-test-setup";

// Issue 8, items 1 and 3, at the handlers against real PostgreSQL: with the call's redactor in the context
// (as answer-call.ts hands it), no view a handler makes of stored text holds a piece of a PEM key or a JSON
// credential — JSON answers, numbered and windowed lines, first lines, diffs, sandbox logs — and no search or
// filter answers a guess of a value's first characters differently from a miss. The handlers' own answers are
// checked, before the pipeline's final pass.

const prisma = testPrisma();
let fixture: OrganisationFixture;
const redactor = createResultRedactor([pemKey, jsonCredential]);
const stored = `credentials:\n${pemKey}\nservice: ${jsonCredential}\nport: 8080\n`;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
  const scope = { organisationId: fixture.organisationId, agentId: fixture.agentId };
  const at = new Date("2026-12-01T09:00:00.000Z");
  // Written the way an agent's earlier run or a person would leave them, before the values were secrets.
  await prisma.workspaceFile.create({ data: { ...scope, path: "config/keys.txt", content: stored, bytes: Buffer.byteLength(stored), createdAt: at, updatedAt: at } });
  await prisma.note.create({ data: { ...scope, title: "Keys", content: `${pemKey}\nand ${jsonCredential}`, createdAt: at, updatedAt: at } });
  await prisma.agentRecord.create({ data: { ...scope, collection: "vault", data: { key: pemKey, credential: jsonCredential, carried: JSON.stringify({ credential: jsonCredential }) }, createdAt: at, updatedAt: at } });
  await prisma.script.create({ data: { ...scope, name: "sign", description: "Signs.", source: `const key = ${JSON.stringify(pemKey)};\nconst credential = ${JSON.stringify(jsonCredential)};\nkey.length`, parameters: undefined, createdAt: at, updatedAt: at } });
});

const context = () => contextFor(fixture, { taskId: null, redact: redactor.redact });
const call = (tool: string, input: Record<string, unknown>) => callTool(prisma, tool, context(), input);

/** A search's answer with the query taken out: a guess and a miss must read the same. */
const withoutQuery = (answer: string, query: string) => answer.split(JSON.stringify(query)).join("<query>").split(query).join("<query>");

describe("views of stored text hold no piece of a secret", () => {
  it.each(["read_file", "workspace.read_file"])("%s numbers the lines of a redacted file, in every window", async (tool) => {
    const whole = await call(tool, { path: "config/keys.txt" });
    expect(leakedPieces(whole)).toEqual([]);
    expect(whole.split("\n")).toHaveLength(stored.split("\n").length - 1);
    expect(whole).toContain("8\tport: 8080");
    for (let offset = 0; offset < 8; offset += 1) expect(leakedPieces(await call(tool, { path: "config/keys.txt", offset, limit: 1 }))).toEqual([]);
  });

  it("note_read, record_get, record_list and script_read answer JSON without any escaped form of a value", async () => {
    const record = await prisma.agentRecord.findFirstOrThrow({ where: { agentId: fixture.agentId, collection: "vault" } });
    const answers = [
      await call("note_read", { title: "Keys" }),
      await call("record_get", { collection: "vault", id: record.id }),
      await call("record_list", { collection: "vault" }),
      await call("script_read", { name: "sign" }),
    ];
    for (const answer of answers) {
      expect(leakedPieces(answer)).toEqual([]);
      expect(answer).toContain("[REDACTED]");
    }
    expect(JSON.parse(answers[1]).data).toEqual({ key: "[REDACTED]\n\n\n\n", credential: "[REDACTED]", carried: '{"credential":"[REDACTED]"}' });
  });

  it("note_list shows a first line of redacted content", async () => {
    const listed = await call("note_list", {});
    expect(leakedPieces(listed)).toEqual([]);
    expect(JSON.parse(listed).notes[0]).toMatchObject({ title: "Keys", firstLine: "[REDACTED]" });
  });

  it("run_code's value and logs carry no value, however often JSON escapes it", async () => {
    const code = `console.log(JSON.stringify({ credential: input.credential })); console.log(input.key); ({ nested: JSON.stringify({ key: input.key }) })`;
    const output = await callToolOutput(prisma, "run_code", context(), { code, input: { key: pemKey, credential: jsonCredential } });
    const text = typeof output === "string" ? output : output.text;
    expect(leakedPieces(text)).toEqual([]);
    expect(JSON.parse(text)).toMatchObject({ exit_code: 0, logs: ['{"credential":"[REDACTED]"}', "[REDACTED]\n\n\n\n"] });
  });

  it("edit_file refuses a file that holds a value, whatever the edit, and changes nothing", async () => {
    for (const oldText of ["MIIEvQIBADAN", "port: 8080", "no such text"]) {
      await expect(call("edit_file", { path: "config/keys.txt", edits: [{ oldText, newText: "x" }] })).rejects.toMatchObject({ code: "file_holds_secret" });
    }
    expect((await prisma.workspaceFile.findFirstOrThrow({ where: { agentId: fixture.agentId, path: "config/keys.txt" } })).content).toBe(stored);
  });
});

describe("no search answers a guess of a secret differently from a miss (issue 8, item 3)", () => {
  it.each([
    ["MIIEvQIBADAN", "QQQEvQIBADAN"],
    ["cs-7Hq2", "cs-0000"],
    ["-----BEGIN PRIVATE", "-----BEGIN PUBLIC"],
  ])("workspace.search for %j reads as a search for %j", async (guess, miss) => {
    for (const extra of [{}, { regex: true }, { caseSensitive: true }]) {
      const guessed = await call("workspace.search", { query: guess, ...extra });
      const missed = await call("workspace.search", { query: miss, ...extra });
      expect(withoutQuery(guessed, guess)).toBe(withoutQuery(missed, miss));
      expect(guessed).toMatch(/^No line in the workspace matches/);
    }
    const prefix = await call("workspace.search", { query: `^${guess.slice(0, 4)}`, regex: true });
    expect(leakedPieces(prefix)).toEqual([]);
  });

  it.each([
    ["MIIEvQIBADAN", "QQQEvQIBADAN"],
    ["service_acc", "service_xyz"],
  ])("note_list with the query %j reads as with %j", async (guess, miss) => {
    expect(withoutQuery(await call("note_list", { query: guess }), guess)).toBe(withoutQuery(await call("note_list", { query: miss }), miss));
  });

  it("record_list where a field equals a secret's value reads as where it equals a wrong guess", async () => {
    const guessed = await call("record_list", { collection: "vault", where: { credential: jsonCredential } });
    const missed = await call("record_list", { collection: "vault", where: { credential: "wrong" } });
    expect(guessed).toMatch(/^No record of your collection "vault" matches/);
    expect(missed).toMatch(/^No record of your collection "vault" matches/);
    expect(leakedPieces(guessed.replace(JSON.stringify({ credential: jsonCredential }), ""))).toEqual([]);
  });

  it("still finds what the redacted text holds", async () => {
    expect(await call("workspace.search", { query: "port: 8080" })).toBe("config/keys.txt:8: port: 8080");
    // The database narrows the candidates first, so the mark itself is not a query that finds anything.
    expect(await call("note_list", { query: "and [REDACTED]" })).toBe('None of your notes contains "and [REDACTED]".');
    expect(JSON.parse(await call("note_list", { query: "KEYS" })).notes).toHaveLength(1);
  });
});
