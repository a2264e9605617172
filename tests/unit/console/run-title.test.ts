import { describe, expect, it } from "vitest";
import { inputExcerpt, isNamedRun, runTitle } from "@/lib/client/run-title";
import { endedInError } from "@/lib/client/run-status";
import { countTroubledCalls, troubledCallTotal } from "@/lib/contracts/troubled-calls";

// Issue 23, item 7: a run is called the same everywhere (the list, its page): its name, else its input.

describe("runTitle", () => {
  it("is the execution name the model gave the run", () => {
    expect(runTitle({ executionName: "Invoice Globex", input: "Send the invoice" })).toBe("Invoice Globex");
    expect(isNamedRun({ executionName: "Invoice Globex", input: "x" })).toBe(true);
  });

  it("is the input on one line when the run has no name (never 'Unnamed run')", () => {
    expect(runTitle({ executionName: null, input: "  Send the\n\ninvoice  to Globex " })).toBe("Send the invoice to Globex");
    expect(runTitle({ executionName: "   ", input: "Read the ledger" })).toBe("Read the ledger");
    expect(isNamedRun({ executionName: "  ", input: "x" })).toBe(false);
  });

  it("cuts a long input with an ellipsis, and says so when there is no input at all", () => {
    const long = "word ".repeat(60);
    const title = runTitle({ executionName: null, input: long });
    expect(title.endsWith("…")).toBe(true);
    expect(title.length).toBe(111);
    expect(inputExcerpt("abcdef", 3)).toBe("abc…");
    expect(runTitle({ executionName: null, input: " \n " })).toBe("A run with no input");
  });
});

describe("a run's ending", () => {
  it("is an error only when the run failed: a cancelled run reads neutral", () => {
    expect(endedInError("failed")).toBe(true);
    expect(endedInError("cancelled")).toBe(false);
    expect(endedInError("succeeded")).toBe(false);
  });
});

describe("countTroubledCalls", () => {
  it("counts tool errors, refusals and denials, and nothing else", () => {
    const counts = countTroubledCalls(["ok", "tool_error", "tool_error", "handed_back", "denied", "not_run", "run_failed", "waiting"]);
    expect(counts).toEqual({ tool_error: 2, handed_back: 1, denied: 1 });
    expect(troubledCallTotal(counts)).toBe(4);
    expect(countTroubledCalls([])).toEqual({ tool_error: 0, handed_back: 0, denied: 0 });
  });
});
