import { z } from "zod";

// Issue 23, item 8: what a run's model requests cost where the operator configured a price table
// (MODEL_PRICES, US dollars per million tokens). Computed from the tokens the provider reported; a turn that
// reported none is counted, never priced as zero.

/** One model's price: dollars per million input and output tokens. */
export type ModelPrice = { input: number; output: number };
export type ModelPrices = ReadonlyMap<string, ModelPrice>;

export const ModelCostSchema = z.strictObject({
  /** The model's name as the run's ModelSpec gives it (the price table's key). */
  model: z.string(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** US dollars for the tokens reported, by the table's price. */
  usd: z.number(),
  /** The price used, per million tokens. */
  price: z.strictObject({ input: z.number(), output: z.number() }),
  /** Model requests that reported no tokens: not in `usd`. */
  unreportedTurns: z.number().int(),
});
export type ModelCost = z.infer<typeof ModelCostSchema>;

type Usage = { inputTokens: number | null; outputTokens: number | null } | null;

/** The cost of a model's requests, or null when the table has no price for the model. */
export function modelCostOf(prices: ModelPrices, model: string | null, usages: readonly Usage[]): ModelCost | null {
  if (model === null) return null;
  const price = prices.get(model);
  if (price === undefined) return null;
  let inputTokens = 0;
  let outputTokens = 0;
  let unreportedTurns = 0;
  for (const usage of usages) {
    if (usage === null || (usage.inputTokens === null && usage.outputTokens === null)) {
      unreportedTurns += 1;
      continue;
    }
    inputTokens += usage.inputTokens ?? 0;
    outputTokens += usage.outputTokens ?? 0;
  }
  const usd = (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
  return { model, inputTokens, outputTokens, usd, price: { input: price.input, output: price.output }, unreportedTurns };
}

/** Dollars as a person reads them: cents and above to the cent, less to four significant digits. */
export function formatUsd(usd: number): string {
  if (usd === 0) return "$0";
  if (usd >= 0.01) return `$${usd.toFixed(2)}`;
  return `$${usd.toPrecision(2)}`;
}
