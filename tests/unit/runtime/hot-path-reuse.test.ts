import { describe, expect, it } from "vitest";
import { findUnstorable, escapeUnstorable } from "@/lib/runtime/admission/storable-text";
import { validateArguments } from "@/lib/runtime/admission/validate-arguments";
import { latestGateSummary } from "@/lib/runtime/loop/gate-summary";
import { cutLine } from "@/lib/runtime/loop/replay-result";
import { buildOffer, type OfferInput } from "@/lib/runtime/offer/build-offer";
import { applyPins, modelSchemaOf } from "@/lib/runtime/offer/model-schema";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { buildPreview } from "@/lib/runtime/results/build-preview";
import { capBytes } from "@/lib/runtime/results/cap-bytes";
import { applyOutputFilter } from "@/lib/runtime/results/output-filter";
import { agentSettings, createTestCatalog, createTestHandlers, runSnapshot } from "@/tests/support/core-fixtures";

// Issue 9, targets: the in-process call overhead. What a step reuses instead of rebuilding (an offer entry
// per definition and pin set, a validator per schema object) and the cheaper checks on the hot path must
// give exactly what the rebuilt, slower forms gave.

const subject = (task: TaskSettings | null = null): OfferInput => ({
  catalog: createTestCatalog(),
  handlers: createTestHandlers(),
  task,
  actingUserRoles: ["editor"],
  remainingToolCalls: 10,
  agent: agentSettings(),
  kind: "direct",
  agentTools: [],
});

const pinnedTask = (value: string): TaskSettings => ({ id: "task_1", gates: [], declarations: [{ tool: "test.lookup", pins: [{ field: "table", values: [value], fatal: false }] }] });

describe("an offer entry is built once per definition and pin set", () => {
  it("offers the same schemas turn after turn as a fresh rewrite gives", () => {
    const first = buildOffer(subject());
    const second = buildOffer(subject());
    for (const entry of second.entries) {
      expect(entry.offered.parameters).toEqual(modelSchemaOf(entry.definition.inputSchema));
      expect(entry.checkSchema).toBe(entry.definition.inputSchema);
    }
    expect(second.entries.map((entry) => entry.offered)).toEqual(first.entries.map((entry) => entry.offered));
  });

  it("freezes the offered tools it shares, so no turn can reshape another's", () => {
    const offered = buildOffer(subject()).tools[0];
    expect(Object.isFrozen(offered)).toBe(true);
    expect(Object.isFrozen(offered.parameters)).toBe(true);
    expect(() => {
      (offered.parameters as Record<string, unknown>).type = "array";
    }).toThrow(TypeError);
  });

  it("keeps a pinned entry apart from the unpinned one and from another pin set", () => {
    const plain = buildOffer(subject()).byModelName.get("test__lookup")!;
    const pages = buildOffer(subject(pinnedTask("pages"))).byModelName.get("test__lookup")!;
    const content = buildOffer(subject(pinnedTask("tt_content"))).byModelName.get("test__lookup")!;
    expect(pages.checkSchema).toEqual(applyPins(pages.definition.inputSchema, pages.pins));
    expect(pages.offered.parameters).toEqual(modelSchemaOf(pages.definition.inputSchema, pages.pins));
    expect(JSON.stringify(pages.offered.parameters)).toContain("Pinned by the task: only \\\"pages\\\"");
    expect(JSON.stringify(content.offered.parameters)).toContain("Pinned by the task: only \\\"tt_content\\\"");
    expect(JSON.stringify(plain.offered.parameters)).not.toContain("Pinned");
    expect(buildOffer(subject(pinnedTask("pages"))).byModelName.get("test__lookup")!.checkSchema).toEqual(pages.checkSchema);
  });

  it("validates against each schema object it is given, the same object again included", () => {
    const schema = { type: "object", properties: { uid: { type: "integer" } }, required: ["uid"] };
    expect(validateArguments(schema, { uid: "5" })).toEqual({ ok: true, value: { uid: 5 } });
    expect(validateArguments(schema, {})).toEqual({ ok: false, problems: ['"uid" is required.'] });
    const other = { type: "object", properties: { uid: { type: "string" } }, required: ["uid"] };
    expect(validateArguments(other, { uid: 5 }).ok).toBe(false);
  });
});

describe("cheaper checks on the hot path", () => {
  it("writes a cut count as toLocaleString('en-US') does", () => {
    for (const count of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789]) {
      expect(cutLine(count, 10, null)).toBe(`[${count.toLocaleString("en-US")} characters cut of about 10 bytes]`);
    }
  });

  it("still finds NUL and lone surrogates, and passes paired ones", () => {
    expect(findUnstorable("plain text")).toBeNull();
    expect(findUnstorable("emoji \uD83D\uDE00 paired")).toBeNull();
    expect(findUnstorable({ text: "a\u0000b" })).toEqual({ path: ["text"], inKey: false, codePoint: 0 });
    expect(findUnstorable({ text: "lone \uD83D end" })).toEqual({ path: ["text"], inKey: false, codePoint: 0xd83d });
    expect(findUnstorable({ text: "lone \uDE00 end" })).toEqual({ path: ["text"], inKey: false, codePoint: 0xde00 });
    expect(escapeUnstorable("x\uD83D\uDE00y\uD800")).toBe("x\uD83D\uDE00y\\ud800");
    expect(escapeUnstorable("nothing to escape")).toBe("nothing to escape");
  });

  it("reads the latest gate summary by turn and call index, whatever order the rows come in", () => {
    const summaryCall = (id: string, index: number, summary: string) => ({
      id, index, modelCallId: id, name: "os__set_gate_summary", tool: "os.set_gate_summary", arguments: { summary }, outcome: "ok" as const,
      code: null, result: "set", storedBytes: 3, attempts: 1, gate: null,
    });
    const turn = (id: string, index: number, calls: ReturnType<typeof summaryCall>[]) => ({ id, index, modelText: "", modelCalls: [], offeredTools: [], calls });
    const run = runSnapshot({
      turns: [turn("t2", 2, [summaryCall("c5", 1, "second of turn 2"), summaryCall("c4", 0, "first of turn 2")]), turn("t1", 1, [summaryCall("c1", 0, "turn 1")])],
    });
    expect(latestGateSummary(run)).toBe("second of turn 2");
    expect(latestGateSummary(run, 2)).toBe("turn 1");
    expect(latestGateSummary(run, 1)).toBeNull();
  });

  it("caps by bytes as before: within the cap untouched, over it cut on a character boundary", () => {
    expect(capBytes("héllo", 6)).toEqual({ text: "héllo", truncated: false, bytes: 6 });
    const cut = capBytes("é".repeat(20), 16);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toBe("éé\n[truncated]");
    expect(cut.bytes).toBe(Buffer.byteLength(cut.text));
  });

  it("filters a text with nothing to filter to itself, and one with something as the three passes do", () => {
    const threePasses = (text: string) =>
      text.replace(/\r\n?/g, "\n").replace(/\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g, "").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
    for (const text of ["plain\ttext\nlines", "crlf\r\nline\r", "\u001b[31mred\u001b[0m", "bell\u0007 and \u007f", "nul\u0000", "form\u000cfeed", "é 😀"]) {
      expect(applyOutputFilter("standard", text)).toBe(threePasses(text));
    }
  });

  it("measures a result's encoded length exactly at the preview budget's edge", () => {
    // Quotes, backslashes, control characters and lone surrogates encode longer than they are.
    const tails = ["", "x", "xx", "xxx", '"', '""', "\\", "\n", "\u0001", "\uD800", "\uDE00", "\uD83D\uDE00", "é"];
    for (const length of [95, 96, 97, 98]) {
      for (const tail of tails) {
        const body = "x".repeat(length) + tail;
        expect(buildPreview(body, "ref_1", 100) === null).toBe(JSON.stringify(body).length <= 100);
      }
    }
  });
});
