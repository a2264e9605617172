// os.set_execution_name: the run's title in the run list and timeline (seed "built-in tools", Execution labels).

import type { ToolHandler } from "@/lib/runtime/ports";
import { requiredString } from "../read-input";
import { requireRun } from "../require-run";
import type { ToolDependencies } from "../tool-dependencies";

export function setExecutionName(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const runId = requireRun(context);
    const name = requiredString(input, "name").trim();
    if (name === "") throw new Error("name must not be blank");
    const updated = await dependencies.db.run.updateMany({
      where: { id: runId, organisationId: context.organisationId },
      data: { executionName: name },
    });
    if (updated.count === 0) throw new Error(`run ${runId} was not found in this organisation`);
    return `This run is now named "${name}".`;
  };
}
