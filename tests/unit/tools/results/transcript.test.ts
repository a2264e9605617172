import { describe, expect, it } from "vitest";
import { pageOfTurns, turnCharacters } from "@/lib/tools/results/transcript-budget";
import { ARGUMENT_CHARACTERS, transcriptTurn, type RunRows, type TranscriptTurn } from "@/lib/tools/results/transcript-turn";

const created = new Date("2026-12-01T09:00:00.000Z");

function run(overrides: Partial<RunRows> = {}): RunRows {
  return { status: "succeeded", input: "hello", output: "done", createdAt: created, startedAt: null, modelTurns: [], ...overrides };
}

/** A turn whose JSON text is exactly `characters` long. */
function turnOf(number: number, characters: number, person = "p"): TranscriptTurn {
  const turn = transcriptTurn(number, run({ input: person, output: null }));
  const padding = characters - turnCharacters(turn);
  return { ...turn, person: person + "·".repeat(padding) };
}

describe("transcriptTurn", () => {
  it("gives the number, start time, the person's words, the answers and each call with its ref", () => {
    const turn = transcriptTurn(3, run({
      startedAt: new Date("2026-12-01T09:00:05.000Z"),
      modelTurns: [
        { modelText: "Let me look.", calls: [{ name: "os__get_context", arguments: { key: "customer" }, ref: "res_1" }] },
        { modelText: "", calls: [{ name: "note_read", arguments: "{not json", ref: null }] },
        { modelText: "done", calls: [] },
      ],
    }));
    expect(turn).toEqual({
      turn: 3,
      startedAt: "2026-12-01T09:00:05.000Z",
      status: "succeeded",
      person: "hello",
      // The output repeats the last model text, so it is said once.
      assistant: ["Let me look.", "done"],
      calls: [
        { name: "os__get_context", arguments: '{"key":"customer"}', ref: "res_1" },
        { name: "note_read", arguments: "{not json", ref: null },
      ],
    });
  });

  it("keeps the first 400 characters of long arguments and says they were cut", () => {
    const long = { text: "a".repeat(1000) };
    const [call] = transcriptTurn(1, run({ modelTurns: [{ modelText: "", calls: [{ name: "note_write", arguments: long, ref: "res_2" }] }] })).calls;
    expect(call.arguments).toBe(JSON.stringify(long).slice(0, ARGUMENT_CHARACTERS));
    expect(call.argumentsCut).toBe(true);
  });

  it("adds an output the model turns did not say, and starts at creation when the run never started", () => {
    const turn = transcriptTurn(1, run({ output: "final answer", modelTurns: [{ modelText: "thinking aloud", calls: [] }] }));
    expect(turn.assistant).toEqual(["thinking aloud", "final answer"]);
    expect(turn.startedAt).toBe(created.toISOString());
  });
});

describe("pageOfTurns: whole turns within the budget", () => {
  const turns = [turnOf(1, 1000), turnOf(2, 1000), turnOf(3, 1000), turnOf(4, 1000)];

  it.each([
    ["everything fits", { offset: 0, maxChars: 6000 }, [1, 2, 3, 4], false, null],
    ["stops before the turn that would overflow", { offset: 0, maxChars: 2500 }, [1, 2], true, 2],
    ["an exact fit is not truncated early", { offset: 0, maxChars: 2000 }, [1, 2], true, 2],
    ["continues from the offset", { offset: 2, maxChars: 2500 }, [3, 4], false, null],
    ["an offset past the end reads nothing", { offset: 9, maxChars: 2500 }, [], false, null],
  ])("%s", (_name, read, numbers, truncated, nextOffset) => {
    const page = pageOfTurns(turns, read);
    expect(page.turns.map((turn) => turn.turn)).toEqual(numbers);
    expect([page.truncated, page.nextOffset]).toEqual([truncated, nextOffset]);
  });

  it("returns a single turn larger than the budget whole", () => {
    const page = pageOfTurns([turnOf(1, 9000), turnOf(2, 200)], { offset: 0, maxChars: 500 });
    expect(page.turns.map((turn) => [turn.turn, turnCharacters(turn)])).toEqual([[1, 9000]]);
    expect([page.truncated, page.nextOffset]).toEqual([true, 1]);
  });

  it("never spends more than 20000 characters, whatever is asked", () => {
    const big = [turnOf(1, 15000), turnOf(2, 15000)];
    expect(pageOfTurns(big, { offset: 0, maxChars: 50000 }).turns).toHaveLength(1);
  });

  it("keeps only turns holding every word, case-insensitively, and counts offsets among them", () => {
    const worded = [turnOf(1, 300, "Invoice INV-7"), turnOf(2, 300, "nothing"), turnOf(3, 300, "the invoice deadline"), turnOf(4, 300, "deadline invoice")];
    const first = pageOfTurns(worded, { words: "INVOICE deadline", offset: 0, maxChars: 500 });
    expect([first.matchingTurns, first.turns.map((turn) => turn.turn), first.nextOffset]).toEqual([2, [3], 1]);
    const rest = pageOfTurns(worded, { words: "INVOICE deadline", offset: 1, maxChars: 500 });
    expect([rest.turns.map((turn) => turn.turn), rest.truncated]).toEqual([[4], false]);
  });
});
