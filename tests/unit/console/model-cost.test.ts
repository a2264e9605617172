import { describe, expect, it } from "vitest";
import { formatUsd, modelCostOf } from "@/lib/contracts/model-cost";
import { parseModelPrices } from "@/lib/settings/setting-kinds";

// Issue 23, item 8: MODEL_PRICES and the cost of a run's model requests.
describe("MODEL_PRICES", () => {
  it("reads model=input/output entries in dollars per million tokens", () => {
    const prices = parseModelPrices(" gpt-4.1-mini=0.40/1.60, claude-sonnet-4-5=3/15 ,");
    expect([...prices]).toEqual([
      ["gpt-4.1-mini", { input: 0.4, output: 1.6 }],
      ["claude-sonnet-4-5", { input: 3, output: 15 }],
    ]);
    expect(parseModelPrices(undefined).size).toBe(0);
    expect(parseModelPrices("  ").size).toBe(0);
  });

  it.each([
    ["gpt-4.1-mini=0.40", "the entry for gpt-4.1-mini is not one"],
    ["gpt-4.1-mini", "the entry for gpt-4.1-mini is not one"],
    ["=1/2", "entry 1 is not one"],
    ["a=1/2,b=-1/2", "the entry for b is not one"],
    ["a=1/2/3", "the entry for a is not one"],
    ["a=x/2", "the entry for a is not one"],
    ["a=1/2,a=3/4", "MODEL_PRICES names a twice."],
  ])("refuses %s, naming it", (value, message) => {
    expect(() => parseModelPrices(value)).toThrow(message);
  });
});

describe("a run's cost", () => {
  const prices = parseModelPrices("gpt-4.1-mini=0.40/1.60");
  it("prices the tokens reported and counts the requests that reported none", () => {
    const cost = modelCostOf(prices, "gpt-4.1-mini", [{ inputTokens: 1_000_000, outputTokens: 500_000 }, null, { inputTokens: 250_000, outputTokens: null }]);
    expect(cost).toEqual({ model: "gpt-4.1-mini", inputTokens: 1_250_000, outputTokens: 500_000, usd: 0.5 + 0.8, price: { input: 0.4, output: 1.6 }, unreportedTurns: 1 });
  });

  it("has no cost without a price for the model, or without a model (scripted)", () => {
    expect(modelCostOf(prices, "gpt-5", [{ inputTokens: 10, outputTokens: 10 }])).toBeNull();
    expect(modelCostOf(prices, null, [])).toBeNull();
  });

  it("reads as dollars: to the cent, and smaller sums to two significant digits", () => {
    expect(formatUsd(1.3)).toBe("$1.30");
    expect(formatUsd(0.000123)).toBe("$0.00012");
    expect(formatUsd(0)).toBe("$0");
  });
});
