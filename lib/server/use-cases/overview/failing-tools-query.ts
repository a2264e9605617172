import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { FAILING_CALL_OUTCOMES, OVERVIEW_FAILING_TOOLS_LIMIT, type FailingTool } from "@/lib/contracts/overview-schemas";
import type { Database } from "../../db";
import type { OverviewWindow } from "./overview-window";
import { windowFilter } from "./window-filter";

type FailingRow = { tool: string; calls: number; failures: number; code: string | null; count: number };

const failing = Prisma.join(FAILING_CALL_OUTCOMES.map((outcome) => Prisma.sql`${outcome}::"CallOutcome"`));

/**
 * The tools whose calls failed most in the window, each with its calls, its failures and their codes. One
 * pass over the window's calls grouped by tool and code; the tools' totals and ranks are window functions
 * over those few groups.
 */
export async function failingTools(database: Database, organisationId: string, window: OverviewWindow): Promise<FailingTool[]> {
  const rows = await database.$queryRaw<FailingRow[]>(Prisma.sql`
    WITH groups AS (
      SELECT coalesce(c.tool, c.name) AS tool, c.code, count(*) AS calls, count(*) FILTER (WHERE c.outcome IN (${failing})) AS failures
      FROM "ToolCall" c
      WHERE ${windowFilter("c", organisationId, window)}
      GROUP BY 1, 2
    ), tools AS (
      SELECT tool, code, failures AS count,
        sum(calls) OVER (PARTITION BY tool) AS tool_calls,
        sum(failures) OVER (PARTITION BY tool) AS tool_failures
      FROM groups
    ), ranked AS (
      SELECT *, dense_rank() OVER (ORDER BY tool_failures DESC, tool) AS rank FROM tools WHERE tool_failures > 0
    )
    SELECT tool, tool_calls::int AS calls, tool_failures::int AS failures, code, count::int AS count
    FROM ranked
    WHERE rank <= ${OVERVIEW_FAILING_TOOLS_LIMIT}::int AND count > 0
    ORDER BY rank, count DESC, code NULLS LAST`);
  const byTool = new Map<string, FailingTool>();
  for (const row of rows) {
    let tool = byTool.get(row.tool);
    if (!tool) {
      tool = { tool: row.tool, calls: row.calls, failures: row.failures, codes: [] };
      byTool.set(row.tool, tool);
    }
    tool.codes.push({ code: row.code, count: row.count });
  }
  return [...byTool.values()];
}
