import { describe, expect, it } from "vitest";
import { modelUsageOf } from "@/lib/models/model-usage-of";

describe("the tokens a provider reported", () => {
  it.each([
    ["both counts", { inputTokens: 812, outputTokens: 31 }, { inputTokens: 812, outputTokens: 31 }],
    ["only the input", { inputTokens: 812, outputTokens: undefined }, { inputTokens: 812, outputTokens: null }],
    ["zero output tokens (a real count)", { inputTokens: 5, outputTokens: 0 }, { inputTokens: 5, outputTokens: 0 }],
    ["neither count", { inputTokens: undefined, outputTokens: undefined }, undefined],
    ["no usage at all", undefined, undefined],
    ["counts that are not whole numbers", { inputTokens: Number.NaN, outputTokens: -3 }, undefined],
  ])("%s", (_name, usage, expected) => {
    expect(modelUsageOf(usage)).toEqual(expected);
  });
});
