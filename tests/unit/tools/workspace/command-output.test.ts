import { describe, expect, it } from "vitest";
import { CappedOutput } from "@/lib/tools/workspace/command-output";
import { timeLimitOf } from "@/lib/tools/workspace/run-command";
import { DEFAULT_SETTINGS } from "@/lib/settings/environment-schema";

// Issue 21, item 1: what workspace.run_command keeps of a stream, and how long a command may run.

describe("CappedOutput", () => {
  it("keeps everything under the cap and says (empty) for nothing", () => {
    const output = new CappedOutput(10);
    expect(output.describe("stdout")).toBe("stdout: (empty)");
    output.add(Buffer.from("hello\n"));
    expect(output.describe("stdout")).toBe("stdout:\nhello\n");
  });

  it("keeps the first bytes across chunks, counts the rest, and marks the cut", () => {
    const output = new CappedOutput(8);
    output.add(Buffer.from("12345"));
    output.add(Buffer.from("67890"));
    output.add(Buffer.from("abc"));
    expect(output.describe("stderr")).toBe("stderr:\n12345678\n[stderr cut: the first 8 of 13 bytes are shown (COMMAND_OUTPUT_MAX_BYTES)]");
  });
});

describe("timeLimitOf", () => {
  it("is the call's timeoutSeconds, held to COMMAND_TIME_LIMIT_MS and to 5 s under the handler timeout", () => {
    expect(timeLimitOf(2, DEFAULT_SETTINGS)).toBe(2000);
    expect(timeLimitOf(600, DEFAULT_SETTINGS)).toBe(Math.min(DEFAULT_SETTINGS.COMMAND_TIME_LIMIT_MS, DEFAULT_SETTINGS.TOOL_HANDLER_TIMEOUT_MS - 5000));
    expect(timeLimitOf(600, { ...DEFAULT_SETTINGS, COMMAND_TIME_LIMIT_MS: 300_000, TOOL_HANDLER_TIMEOUT_MS: 0 })).toBe(300_000);
    expect(timeLimitOf(600, { ...DEFAULT_SETTINGS, COMMAND_TIME_LIMIT_MS: 300_000, TOOL_HANDLER_TIMEOUT_MS: 120_000 })).toBe(115_000);
  });
});
