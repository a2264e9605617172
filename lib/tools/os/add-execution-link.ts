// os.add_execution_link: a link people can open from the run (seed "built-in tools", Execution labels).
// Idempotent (retry safety): the same URL is kept once, so a repeated call leaves the same state.

import type { ToolHandler } from "@/lib/runtime/ports";
import { jsonText } from "../json-text";
import { optionalString, requiredString } from "../read-input";
import { requireRun } from "../require-run";
import type { ToolDependencies } from "../tool-dependencies";
import { mergeExecutionLink, readExecutionLinks } from "./execution-links";

export function addExecutionLink(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const runId = requireRun(context);
    const url = requiredString(input, "url");
    const label = optionalString(input, "label")?.trim() || url;
    // Two calls of one batch run in parallel: the row lock keeps each from overwriting the other's link.
    const result = await dependencies.db.$transaction(async (transaction) => {
      const locked = await transaction.$queryRaw<{ executionLinks: unknown }[]>`
        SELECT "executionLinks" FROM "Run" WHERE id = ${runId} AND "organisationId" = ${context.organisationId} FOR UPDATE`;
      if (locked.length === 0) throw new Error(`run ${runId} was not found in this organisation`);
      const merged = mergeExecutionLink(readExecutionLinks(locked[0].executionLinks), {
        url,
        label,
        addedAt: dependencies.now().toISOString(),
      });
      if (merged.change !== "unchanged") {
        await transaction.run.update({ where: { id: runId }, data: { executionLinks: merged.links } });
      }
      return merged;
    });
    return jsonText({ change: result.change, links: result.links });
  };
}
