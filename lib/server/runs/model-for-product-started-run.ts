import "server-only";
import { ModelSpecSchema, type ModelSpec } from "@/lib/contracts/model-spec";
import { executableModelSpec } from "./stored-model-spec";

// CONTRACT.md, The enterprise: "An agent has a default model: the runs the product starts by itself use it
// (os.start_task, os.retry_run, a chat message to the agent, schedules)." One rule for all of them.

/**
 * `agent`: the model chosen for the agent by an admin (so its `apiKeySecret` may be named whoever the run
 * acts for); `fallback`: what that start used before (a schedule's copy of its creating run's model).
 */
export type ProductStartedModel = { kind: "model"; spec: ModelSpec; source: "agent" | "fallback" } | { kind: "invalid"; reason: string };

/** A stored spec (sealed, stored-model-spec.ts) opened and checked; a seal of another key is no valid spec, never a crash. */
function opened(stored: unknown): ModelSpec | null {
  try {
    const parsed = ModelSpecSchema.safeParse(executableModelSpec(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The agent's default model when one is set, else `fallback` (both as stored in their columns). */
export function modelForProductStartedRun(agent: { model: unknown }, fallback: unknown): ProductStartedModel {
  if (agent.model !== null && agent.model !== undefined) {
    const spec = opened(agent.model);
    return spec === null ? { kind: "invalid", reason: "the agent's default model is no longer a valid model spec" } : { kind: "model", spec, source: "agent" };
  }
  const spec = opened(fallback);
  return spec === null ? { kind: "invalid", reason: "its stored model is no longer a valid model spec" } : { kind: "model", spec, source: "fallback" };
}
