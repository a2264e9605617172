import { describe, expect, it } from "vitest";
import { capBytes, truncationMarker, utf8Bytes } from "@/lib/runtime/results/cap-bytes";
import { applyOutputFilter } from "@/lib/runtime/results/output-filter";
import { createSecretRedactor, redactionMark, redactSecrets } from "@/lib/runtime/results/redact-secrets";
import { stampResult } from "@/lib/runtime/results/stamp-result";
import { appendTrailer, lowBudgetLine, trailerFor } from "@/lib/runtime/results/trailer";

describe("output filter (seed: step 1)", () => {
  it.each([
    ["plain text", "plain text"],
    ["\u001b[31mred\u001b[0m", "red"],
    ["a\r\nb\rc", "a\nb\nc"],
    ["bell\u0007 and nul\u0000", "bell and nul"],
    ["tabs\tand\nnewlines stay", "tabs\tand\nnewlines stay"],
  ])("standard filter turns %j into %j", (input, expected) => {
    expect(applyOutputFilter("standard", input)).toBe(expected);
  });
  it("the none filter leaves text alone", () => {
    expect(applyOutputFilter("none", "\u001b[31mx")).toBe("\u001b[31mx");
  });
});

describe("exact-value secret redaction (seed: step 2)", () => {
  it("replaces every occurrence of every value", () => {
    expect(redactSecrets("key=abc123 again abc123", ["abc123"])).toBe(`key=${redactionMark} again ${redactionMark}`);
  });
  it("redacts the longer of two overlapping values whole", () => {
    expect(redactSecrets("token sk-live-XYZ", ["sk-live", "sk-live-XYZ"])).toBe(`token ${redactionMark}`);
  });
  it("treats values literally, not as patterns", () => {
    expect(redactSecrets("a.b and axb", ["a.b"])).toBe(`${redactionMark} and axb`);
  });
  it("ignores empty values and does nothing without secrets", () => {
    expect(createSecretRedactor(["", ""]).redact("text")).toBe("text");
    expect(createSecretRedactor([]).count).toBe(0);
  });
});

describe("byte cap (seed: step 3)", () => {
  it("leaves a result at the cap alone", () => {
    const text = "x".repeat(100);
    expect(capBytes(text, 100)).toEqual({ text, truncated: false, bytes: 100 });
  });
  it("cuts a result over the cap to the cap, ending with \\n[truncated]", () => {
    const capped = capBytes("y".repeat(200_000), 65536);
    expect(capped.truncated).toBe(true);
    expect(capped.bytes).toBe(65536);
    expect(capped.text.endsWith("\n[truncated]")).toBe(true);
    expect(truncationMarker).toBe("\n[truncated]");
  });
  it("never splits a UTF-8 character", () => {
    const capped = capBytes("€".repeat(100), 50); // 3 bytes each
    expect(capped.text.endsWith(truncationMarker)).toBe(true);
    expect(capped.text).not.toContain("\uFFFD");
    expect(utf8Bytes(capped.text)).toBeLessThanOrEqual(50);
    expect(capped.text.slice(0, -truncationMarker.length)).toBe("€".repeat(12));
  });
});

describe("trailer (seed: step 4)", () => {
  it("is remaining_tool_calls: N above 8", () => {
    expect(trailerFor(9, 8)).toBe("remaining_tool_calls: 9");
  });
  it.each([8, 3, 0])("puts the wrap-up line above it at N = %i", (remaining) => {
    expect(trailerFor(remaining, 8)).toBe(
      `Write durable findings and finish with text. A batch costs one call each.\nremaining_tool_calls: ${remaining}`,
    );
    expect(lowBudgetLine).toBe("Write durable findings and finish with text. A batch costs one call each.");
  });
  it("follows the result after a blank line", () => {
    expect(appendTrailer("result", 20, 8)).toBe("result\n\nremaining_tool_calls: 20");
  });
});

describe("the stamped result (seed: the four steps in order)", () => {
  const options = (overrides: Partial<Parameters<typeof stampResult>[1]> = {}) => ({
    outputFilter: "standard" as const,
    redactor: createSecretRedactor(["hunter2"]),
    maxBytes: 65536,
    remainingToolCalls: 12,
    lowBudgetThreshold: 8,
    ...overrides,
  });

  it("filters, then redacts, then caps, then stamps the trailer", () => {
    const stamped = stampResult("\u001b[1mpassword hunter2\u001b[0m", options());
    expect(stamped.text).toBe(`password ${redactionMark}\n\nremaining_tool_calls: 12`);
    expect(stamped.body).toBe(`password ${redactionMark}`);
    expect(stamped.truncated).toBe(false);
  });

  it("caps after redaction, so a secret cut by the cap cannot leak its first half", () => {
    const raw = `${"a".repeat(95)}hunter2`;
    const stamped = stampResult(raw, options({ maxBytes: 100 }));
    expect(stamped.text).not.toContain("hunt");
    expect(stamped.truncated).toBe(true);
  });

  it("keeps the trailer after the cut of a 200 KB result, with the byte counts", () => {
    const raw = "z".repeat(200 * 1024);
    const stamped = stampResult(raw, options({ remainingToolCalls: 5 }));
    const cut = stamped.text.split("\n\nWrite durable findings")[0];
    expect(utf8Bytes(cut)).toBe(65536);
    expect(cut.endsWith("\n[truncated]")).toBe(true);
    expect(stamped.text.endsWith(`${lowBudgetLine}\nremaining_tool_calls: 5`)).toBe(true);
    expect(stamped.originalBytes).toBe(204800);
    expect(stamped.storedBytes).toBe(utf8Bytes(stamped.text));
    expect(stamped.truncated).toBe(true);
  });
});
