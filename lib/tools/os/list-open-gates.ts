// os.list_open_gates: the gates of this organisation still waiting for the CEO, oldest first.

import type { ToolHandler } from "@/lib/runtime/ports";
import { jsonText } from "../json-text";
import { optionalInteger } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";

const DEFAULT_LIMIT = 25;

export function listOpenGates(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const limit = optionalInteger(input, "limit") ?? DEFAULT_LIMIT;
    const where = { organisationId: context.organisationId, status: "open" as const };
    const [gates, total] = await Promise.all([
      dependencies.db.gate.findMany({ where, orderBy: { createdAt: "asc" }, take: limit }),
      dependencies.db.gate.count({ where }),
    ]);
    if (total === 0) return "No gates are open: nothing waits for the CEO.";
    const now = dependencies.now().getTime();
    return jsonText({
      total,
      shown: gates.length,
      gates: gates.map((gate) => ({
        id: gate.id,
        tool: gate.tool,
        runId: gate.runId,
        createdAt: gate.createdAt.toISOString(),
        waitedMinutes: Math.max(0, Math.floor((now - gate.createdAt.getTime()) / 60_000)),
        summary: gate.summary,
      })),
    });
  };
}
