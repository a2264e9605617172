// Seed "built-in tools", Gates and grants, memory.train: `task` is always allowed; `member` and `role` only
// on an original task, never a clone; `team` and `enterprise` only when this version grants the layer and
// the source event id starts with the granted prefix (a clone cannot use the grant); reserved event ids
// (`team:` and `gate:`) stay refused.

export type MemoryGrant = { layer: string; eventIdPrefix: string };

export type TrainingTask = { isClone: boolean; memoryGrants: readonly MemoryGrant[] };

export type TrainDecision = { allowed: true } | { allowed: false; code: string; message: string };

export const RESERVED_EVENT_ID_PREFIXES = ["team:", "gate:"] as const;

/** Task.memoryGrants as stored ([{"layer", "eventIdPrefix"}]); anything else grants nothing. */
export function readMemoryGrants(stored: unknown): MemoryGrant[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((grant): MemoryGrant[] => {
    if (typeof grant !== "object" || grant === null) return [];
    const { layer, eventIdPrefix } = grant as Record<string, unknown>;
    return typeof layer === "string" && typeof eventIdPrefix === "string" ? [{ layer, eventIdPrefix }] : [];
  });
}

function refused(code: string, message: string): TrainDecision {
  return { allowed: false, code, message };
}

function decideGrantedLayer(layer: string, eventId: string | undefined, task: TrainingTask | null): TrainDecision {
  if (task === null) return refused("memory_layer_not_granted", `the layer "${layer}" needs a task that grants it, and this call has no task`);
  if (task.isClone) return refused("memory_layer_not_granted", `the layer "${layer}" is never open to a clone of a task, whatever it grants`);
  const grants = task.memoryGrants.filter((grant) => grant.layer === layer);
  if (grants.length === 0) return refused("memory_layer_not_granted", `this task does not grant the layer "${layer}"`);
  if (eventId === undefined) {
    return refused("memory_event_id_not_granted", `the layer "${layer}" needs an eventId starting with ${grants.map((grant) => `"${grant.eventIdPrefix}"`).join(" or ")}`);
  }
  if (!grants.some((grant) => eventId.startsWith(grant.eventIdPrefix))) {
    return refused("memory_event_id_not_granted", `the eventId "${eventId}" does not start with the prefix this task grants for "${layer}"`);
  }
  return { allowed: true };
}

export function decideTrainLayer(layer: string, eventId: string | undefined, task: TrainingTask | null): TrainDecision {
  const reserved = RESERVED_EVENT_ID_PREFIXES.find((prefix) => eventId?.startsWith(prefix));
  if (reserved !== undefined) return refused("memory_event_id_reserved", `event ids starting "${reserved}" are reserved and never trained`);
  switch (layer) {
    case "task":
      return { allowed: true };
    case "member":
    case "role":
      return task?.isClone
        ? refused("memory_layer_refused_on_clone", `the layer "${layer}" is only open to an original task, and this task is a clone; use "task"`)
        : { allowed: true };
    case "team":
    case "enterprise":
      return decideGrantedLayer(layer, eventId, task);
    default:
      return refused("memory_layer_unknown", `"${layer}" is not a memory layer: use task, member, role, team or enterprise`);
  }
}
