"use client";
import { formatUsd } from "@/lib/contracts/model-cost";
import type { ModelUsage } from "@/lib/contracts/overview-schemas";
import { EmptyState } from "../ui/empty-state";
import { Panel } from "../ui/panel";

const number = (value: number) => value.toLocaleString("en");

/**
 * Issue 23, item 8: the window's model requests by model, with the tokens reported and their cost where
 * MODEL_PRICES prices the model (the scripted model reports none and costs nothing).
 */
export function ModelCostsPanel({ models, rangeLabel }: { models: ModelUsage[]; rangeLabel: string }) {
  const priced = models.filter((model) => model.cost !== null);
  const total = priced.reduce((sum, model) => sum + (model.cost?.usd ?? 0), 0);
  return (
    <Panel title={`Models and cost, ${rangeLabel}`} testId="model-costs">
      {models.length === 0 ? (
        <EmptyState title="No runs in this window." />
      ) : (
        <div className="space-y-2">
          <p data-testid="model-costs-total" className="text-xs text-slate-600">
            {priced.length === 0
              ? "No cost: MODEL_PRICES gives no price for these models (README, Configuration)."
              : `${formatUsd(total)} for the models MODEL_PRICES prices${priced.length < models.length ? "; the others have no price" : ""}.`}
          </p>
          <table className="w-full text-xs">
            <thead className="text-left text-[11px] text-slate-500">
              <tr>
                <th className="py-1 font-medium">Model</th>
                <th className="py-1 text-right font-medium">Runs</th>
                <th className="py-1 text-right font-medium">Requests</th>
                <th className="py-1 text-right font-medium">Tokens in / out</th>
                <th className="py-1 text-right font-medium">Cost</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {models.map((model) => (
                <tr key={`${model.provider}:${model.model ?? ""}`} data-testid="model-usage-row" data-model={model.model ?? ""}>
                  <td className="py-1.5">
                    <span className="font-mono text-slate-800">{model.model ?? "scripted"}</span>
                    <span className="ml-1.5 text-slate-400">{model.provider}</span>
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{number(model.runs)}</td>
                  <td className="py-1.5 text-right tabular-nums">{number(model.requests)}</td>
                  <td className="py-1.5 text-right tabular-nums">
                    {number(model.inputTokens)} / {number(model.outputTokens)}
                  </td>
                  <td data-testid="model-usage-cost" className="py-1.5 text-right font-medium tabular-nums" title={model.cost ? `$${model.cost.price.input} in / $${model.cost.price.output} out per million tokens` : "No price in MODEL_PRICES"}>
                    {model.cost ? formatUsd(model.cost.usd) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
