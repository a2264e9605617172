import "server-only";
import { z } from "zod";
import type { RunStateV1 } from "@/lib/runtime/ports/run-store";

// STYLE.md: persisted state says its version; an old version must keep loading (add a parser per version).
export const RunStateV1Schema = z.object({
  version: z.literal(1),
  toolCallBudget: z.number().int().min(0),
  maxIterations: z.number().int().min(1),
  /** Issue 18, item 4: set by a retry (lib/runtime/ports/run-store.ts RunStateV1); absent on older rows. */
  retriedAfterTurns: z.number().int().min(0).optional(),
});

export function parseRunState(value: unknown): RunStateV1 {
  const parsed = RunStateV1Schema.safeParse(value);
  if (!parsed.success) throw new Error(`run state has an unknown shape or version: ${JSON.stringify(value)}`);
  const { retriedAfterTurns, ...settings } = parsed.data;
  return retriedAfterTurns === undefined ? settings : { ...settings, retriedAfterTurns };
}
