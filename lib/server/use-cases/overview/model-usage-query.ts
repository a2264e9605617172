import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { modelCostOf, type ModelPrices } from "@/lib/contracts/model-cost";
import type { ModelUsage } from "@/lib/contracts/overview-schemas";
import type { Database } from "../../db";
import type { OverviewWindow } from "./overview-window";

type UsageRow = { provider: string; model: string | null; runs: number; requests: number; reported: number; input_tokens: number; output_tokens: number };

/** At most this many models, the most requests first. */
export const OVERVIEW_MODELS_LIMIT = 20;

/**
 * Issue 23, item 8: the model requests (turns) of the runs created in the window, by the provider and model
 * their ModelSpec names, with the tokens the providers reported — one aggregate statement — priced by
 * MODEL_PRICES where it names the model.
 */
export async function modelUsage(database: Database, organisationId: string, window: OverviewWindow, prices: ModelPrices): Promise<ModelUsage[]> {
  const agent = window.agentId === null ? Prisma.empty : Prisma.sql` AND r."agentId" = ${window.agentId}::text`;
  const rows = await database.$queryRaw<UsageRow[]>(Prisma.sql`
    SELECT r.model->>'provider' AS provider, r.model->>'model' AS model,
      count(DISTINCT r.id)::int AS runs, count(t.id)::int AS requests,
      count(t.id) FILTER (WHERE t."inputTokens" IS NOT NULL OR t."outputTokens" IS NOT NULL)::int AS reported,
      coalesce(sum(t."inputTokens"), 0)::int AS input_tokens, coalesce(sum(t."outputTokens"), 0)::int AS output_tokens
    FROM "Run" r LEFT JOIN "Turn" t ON t."runId" = r.id
    WHERE r."organisationId" = ${organisationId}::text
      AND r."createdAt" >= ${window.from.toISOString()}::timestamptz AND r."createdAt" < ${window.to.toISOString()}::timestamptz${agent}
    GROUP BY 1, 2
    ORDER BY requests DESC, provider, model
    LIMIT ${OVERVIEW_MODELS_LIMIT}`);
  return rows.map((row) => {
    const priced = modelCostOf(prices, row.model, [{ inputTokens: row.input_tokens, outputTokens: row.output_tokens }]);
    const cost = priced === null ? null : { ...priced, unreportedTurns: row.requests - row.reported };
    return { provider: row.provider ?? "unknown", model: row.model, runs: row.runs, requests: row.requests, inputTokens: row.input_tokens, outputTokens: row.output_tokens, cost };
  });
}
