import { beforeAll, describe, expect, it } from "vitest";
import { resultNotFoundText } from "@/lib/tools/results/conversation-results";
import { resultAbsentText } from "@/lib/tools/results/read-tool-result";
import { createResultRedactor } from "@/lib/runtime/results/redact-secrets";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { createConversation, createRun, storeResult, uniqueRef } from "./result-memory-rows";
import { callTool, contextFor } from "./tool-test-setup";

const prisma = testPrisma();
let fixture: OrganisationFixture;
let other: OrganisationFixture;
let conversationId: string;
let currentRunId: string;
let refs: { long: string; emoji: string; empty: string; policy: string; current: string; otherConversation: string; otherOrganisation: string };

const longBody = Array.from({ length: 1000 }, (_, index) => `line ${index}`).join("\n");
const policyBody = `${"Travel policy. ".repeat(40)}Claims for reimbursement: the deadline is 30 days after the trip. ${"Other rules. ".repeat(40)}`;
const firstQuestion = `Find the travel policy. ${"Please be thorough. ".repeat(15)}`;
const at = (second: number) => new Date(Date.UTC(2026, 11, 1, 9, 0, second));

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
  other = await createOrganisationFixture(prisma);
  conversationId = await createConversation(prisma, fixture);
  const scope = { organisationId: fixture.organisationId, conversationId };
  refs = {
    long: await storeResult(prisma, scope, longBody),
    emoji: await storeResult(prisma, scope, "ab😀cd"),
    empty: await storeResult(prisma, scope, ""),
    policy: await storeResult(prisma, scope, policyBody),
    current: "",
    otherConversation: await storeResult(prisma, { organisationId: fixture.organisationId, conversationId: await createConversation(prisma, fixture) }, "another conversation's secret plan"),
    otherOrganisation: await storeResult(prisma, { organisationId: other.organisationId, conversationId: await createConversation(prisma, other) }, "another organisation's secret plan"),
  };
  await createRun(prisma, fixture, conversationId, at(1), {
    input: firstQuestion,
    output: "The deadline is 30 days.",
    turns: [
      { modelText: "Reading the policy.", calls: [{ name: "web__read", arguments: { url: "https://example.test/policy" }, ref: refs.policy }] },
      { modelText: "The deadline is 30 days." },
    ],
  });
  await createRun(prisma, fixture, conversationId, at(2), { input: "And the invoice?", output: "INV-7 is paid.", turns: [{ modelText: "INV-7 is paid." }] });
  currentRunId = await createRun(prisma, fixture, conversationId, at(3), { input: "What did I ask first?", status: "running", turns: [{ modelText: "Let me read back." }] });
  refs.current = await storeResult(prisma, { ...scope, runId: currentRunId }, "read in this very turn");
});

const inConversation = () => contextFor(fixture, { conversationId, runId: currentRunId });
const read = async (tool: string, input: Record<string, unknown>, context = inConversation()) => JSON.parse(await callTool(prisma, tool, context, input));

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
}

describe("read_tool_result", () => {
  it("returns a window of the stored result without its trailer", async () => {
    const window = await read("read_tool_result", { ref: refs.long, offset: 5, limit: 20 });
    expect(window).toEqual({ ref: refs.long, offset: 5, returnedCharacters: 20, totalCharacters: longBody.length, nextOffset: 25, text: longBody.slice(5, 25) });
  });

  it("reads the whole result by following nextOffset, trailer never included", async () => {
    let offset: number | null = 0;
    let text = "";
    while (offset !== null) {
      const window: { text: string; nextOffset: number | null } = await read("read_tool_result", { ref: refs.long, offset, limit: 1000 });
      text += window.text;
      offset = window.nextOffset;
    }
    expect(text).toBe(longBody);
    expect(text).not.toContain("remaining_tool_calls");
  });

  it("reads 6000 characters by default and never splits an emoji", async () => {
    expect((await read("read_tool_result", { ref: refs.long })).returnedCharacters).toBe(6000);
    expect(await read("read_tool_result", { ref: refs.emoji, offset: 0, limit: 3 })).toMatchObject({ text: "ab", returnedCharacters: 2, nextOffset: 2 });
    expect(await read("read_tool_result", { ref: refs.emoji, offset: 2, limit: 2 })).toMatchObject({ text: "😀", nextOffset: 4 });
  });

  it("says when the record itself was cut by the byte cap", async () => {
    const capped = await storeResult(prisma, { organisationId: fixture.organisationId, conversationId }, "kept part\n[truncated]");
    await prisma.storedResult.update({ where: { ref: capped }, data: { truncated: true } });
    expect(await read("read_tool_result", { ref: capped })).toMatchObject({ recordTruncated: true, text: "kept part\n[truncated]" });
    expect(await read("read_tool_result", { ref: refs.emoji })).not.toHaveProperty("recordTruncated");
  });

  it("reads a result stored in the current turn", async () => {
    expect((await read("read_tool_result", { ref: refs.current })).text).toBe("read in this very turn");
  });

  it("refuses another conversation's, another organisation's and a made-up ref with byte-identical text", async () => {
    const refusals = await Promise.all([
      refusalOf(read("read_tool_result", { ref: refs.otherConversation })),
      refusalOf(read("read_tool_result", { ref: refs.otherOrganisation })),
      refusalOf(read("read_tool_result", { ref: uniqueRef("made-up") })),
      refusalOf(read("read_tool_result", { ref: refs.long }, contextFor(fixture, { conversationId: null }))),
      // Even the right conversation's ref, asked from another organisation, is the same refusal.
      refusalOf(read("read_tool_result", { ref: refs.long }, contextFor(other, { conversationId }))),
    ]);
    expect(new Set(refusals)).toEqual(new Set([`result_not_found: ${resultNotFoundText}`]));
  });

  it("reports a record with nothing readable as absent, not as empty text", async () => {
    expect(await refusalOf(read("read_tool_result", { ref: refs.empty }))).toBe(`result_absent: ${resultAbsentText}`);
  });
});

describe("search_tool_results", () => {
  it("answers the seed's example call with the window around the misspelled words", async () => {
    await prisma.storedResult.deleteMany({ where: { ref: "tool-result-ref" } });
    await storeResult(prisma, { organisationId: fixture.organisationId, conversationId }, policyBody, "tool-result-ref");
    const answer = await read("search_tool_results", { refs: ["tool-result-ref"], query: "reimbursment deadline", match: "fuzzy", contextChars: 200, maxChars: 4000 });
    const start = policyBody.indexOf("reimbursement") - 200;
    const end = policyBody.indexOf("deadline") + "deadline".length + 200;
    expect(answer).toEqual({
      query: "reimbursment deadline",
      match: "fuzzy",
      windows: [{ ref: "tool-result-ref", start, end, text: policyBody.slice(start, end) }],
      absent: [],
      windowsLeftOut: 0,
    });
  });

  it("reports a result that matched nothing as absent, apart from the windows of the others", async () => {
    const answer = await read("search_tool_results", { refs: [refs.long, refs.policy], query: "deadline" });
    expect(answer.absent).toEqual([refs.long]);
    expect(answer.windows.map((window: { ref: string }) => window.ref)).toEqual([refs.policy]);
  });

  it("finds literal text only when asked for exact matches", async () => {
    expect((await read("search_tool_results", { refs: [refs.policy], query: "reimbursment", match: "exact" })).absent).toEqual([refs.policy]);
    const exact = await read("search_tool_results", { refs: [refs.long], query: "LINE 999", match: "exact", contextChars: 0 });
    expect(exact.windows).toEqual([{ ref: refs.long, start: longBody.indexOf("line 999"), end: longBody.length, text: "line 999" }]);
  });

  it("refuses the whole call, naming no ref, when any ref is out of reach", async () => {
    const refusal = await refusalOf(read("search_tool_results", { refs: [refs.policy, refs.otherOrganisation], query: "secret plan" }));
    expect(refusal).toBe(`result_not_found: ${resultNotFoundText}`);
    expect(await refusalOf(read("search_tool_results", { refs: [refs.otherConversation], query: "secret plan" }))).toBe(refusal);
  });

  it("keeps the windows within maxChars and says how many were left out", async () => {
    const answer = await read("search_tool_results", { refs: [refs.long], query: "line", match: "exact", contextChars: 0, maxChars: 100 });
    const spent = answer.windows.reduce((sum: number, window: { text: string }) => sum + window.text.length, 0);
    expect(spent).toBeLessThanOrEqual(100);
    expect(answer.windowsLeftOut).toBeGreaterThan(0);
  });
});

describe("read_transcript", () => {
  it("returns the earlier turns with the person's words, the answers and each call's ref, leaving the asking turn out", async () => {
    const transcript = await read("read_transcript", {});
    expect(transcript).toMatchObject({ earlierTurns: 2, matchingTurns: 2, offset: 0, truncated: false, nextOffset: null });
    expect(transcript.turns).toEqual([
      {
        turn: 1,
        startedAt: at(2).toISOString(),
        status: "succeeded",
        person: firstQuestion,
        assistant: ["Reading the policy.", "The deadline is 30 days."],
        calls: [{ name: "web__read", arguments: '{"url":"https://example.test/policy"}', ref: refs.policy }],
      },
      { turn: 2, startedAt: at(3).toISOString(), status: "succeeded", person: "And the invoice?", assistant: ["INV-7 is paid."], calls: [] },
    ]);
    expect(JSON.stringify(transcript)).not.toContain("What did I ask first?");
  });

  it("reads by range, by words, and continues a truncated read from its offset", async () => {
    expect((await read("read_transcript", { fromTurn: 2, toTurn: 2 })).turns.map((turn: { turn: number }) => turn.turn)).toEqual([2]);
    expect((await read("read_transcript", { words: "invoice INV-7" })).turns.map((turn: { turn: number }) => turn.turn)).toEqual([2]);
    // Turn 1 alone is over 500 characters: it comes back whole, and the read stops there.
    const first = await read("read_transcript", { maxChars: 500 });
    expect(first).toMatchObject({ truncated: true, nextOffset: 1, turns: [{ turn: 1 }] });
    const rest = await read("read_transcript", { maxChars: 500, offset: first.nextOffset });
    expect(rest).toMatchObject({ truncated: false, nextOffset: null, turns: [{ turn: 2 }] });
  });

  it("resolves the conversation from the call's run, never from what the context or request names", async () => {
    const elsewhere = await createConversation(prisma, fixture);
    const lonelyRun = await createRun(prisma, fixture, elsewhere, at(9), { input: "first words here", status: "running" });
    const transcript = await read("read_transcript", { fromTurn: 1 }, contextFor(fixture, { conversationId, runId: lonelyRun }));
    expect(transcript).toMatchObject({ earlierTurns: 0, turns: [] });
    expect(JSON.stringify(transcript)).not.toContain("travel policy");
  });

  it("refuses a call without a run, and a run of another organisation", async () => {
    await expect(read("read_transcript", {}, contextFor(fixture, { conversationId }))).rejects.toThrow(/needs a run/);
    await expect(read("read_transcript", {}, contextFor(other, { runId: currentRunId }))).rejects.toThrow(/not a run of this organisation/);
  });
});

// Issue 8, item 3: a result stored before one of its values became a secret is read and searched through the
// call's redactor, so a guessed prefix of the value finds exactly what a wrong guess finds.
describe("a stored result holding a value that became a secret later", () => {
  const secret = "sk-later-secret-0123456789";
  let ref: string;
  const redacting = () => ({ ...inConversation(), redact: createResultRedactor([secret]).redact });

  beforeAll(async () => {
    ref = await storeResult(prisma, { organisationId: fixture.organisationId, conversationId }, `the vendor key is ${secret} until May`);
  });

  it("reads back redacted", async () => {
    const window = await read("read_tool_result", { ref }, redacting());
    expect(window.text).toBe("the vendor key is [REDACTED] until May");
  });

  it("answers a guessed prefix of the value as it answers a wrong guess", async () => {
    const guess = await read("search_tool_results", { refs: [ref], query: "sk-later-sec", match: "exact" }, redacting());
    const miss = await read("search_tool_results", { refs: [ref], query: "zz-wrong-gue", match: "exact" }, redacting());
    expect(guess.absent).toEqual([ref]);
    expect({ ...guess, query: null }).toEqual({ ...miss, query: null });
  });
});
