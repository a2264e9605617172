import { describe, expect, it } from "vitest";
import { summarySetBy } from "@/lib/runtime/loop/gate-summary";
import { setGateSummaryTool } from "@/lib/tools/os/execution-tools";
import { definedHandler, toolContext } from "./unconnected-dependencies";

// Seed "built-in tools", Gate summary: "setting it again replaces it. Returns the summary now set."

const handler = definedHandler(setGateSummaryTool);
const context = toolContext({ tool: "os.set_gate_summary" });

describe("os.set_gate_summary", () => {
  it.each([
    ["Reply to Ada: the invoice goes out on Friday.", "Reply to Ada: the invoice goes out on Friday."],
    ["  Merge #12: fixes the login loop.\n", "Merge #12: fixes the login loop."],
  ])("answers the summary now set for %j", async (summary, set) => {
    expect(await handler(context, { summary })).toBe(`The gate summary of this run is now set; the CEO reads it when deciding the run's next gate:\n${set}`);
    // The runtime takes the same text from the call for the gate it opens.
    expect(summarySetBy({ tool: "os.set_gate_summary", outcome: "ok", arguments: { summary } })).toBe(set);
  });

  it("refuses a blank summary: the CEO would decide on nothing", async () => {
    await expect(handler(context, { summary: "   " })).rejects.toThrow("summary must not be blank");
  });

  it("needs a run: the playground has no gate to summarise", async () => {
    await expect(handler(toolContext({ tool: "os.set_gate_summary", runId: null }), { summary: "x" })).rejects.toThrow("os.set_gate_summary needs a run");
  });
});

describe("summarySetBy", () => {
  it.each([
    [{ tool: "os.set_gate_summary", outcome: "tool_error" as const, arguments: { summary: "x" } }, null],
    [{ tool: "os.set_gate_summary", outcome: "handed_back" as const, arguments: { summary: "x" } }, null],
    [{ tool: "os.set_context", outcome: "ok" as const, arguments: { summary: "x" } }, null],
    [{ tool: "os.set_gate_summary", outcome: "ok" as const, arguments: "not an object" }, null],
    [{ tool: "os.set_gate_summary", outcome: "ok" as const, arguments: { summary: " " } }, null],
    [{ tool: "os.set_gate_summary", outcome: "ok" as const, arguments: { summary: " kept " } }, "kept"],
  ])("%j → %j", (call, expected) => {
    expect(summarySetBy(call)).toBe(expected);
  });
});
