import { describe, expect, it } from "vitest";
import { decideTrainLayer, readMemoryGrants, type TrainingTask } from "@/lib/tools/memory/train-layer-rules";

const original: TrainingTask = { isClone: false, memoryGrants: [{ layer: "team", eventIdPrefix: "mail:" }] };
const clone: TrainingTask = { ...original, isClone: true };
const ungranted: TrainingTask = { isClone: false, memoryGrants: [] };

// Seed "built-in tools", Gates and grants, memory.train — each sentence of the rule as rows.
const cases: [string, string, string | undefined, TrainingTask | null, string | null][] = [
  ["task is always allowed", "task", undefined, clone, null],
  ["task is allowed without a task", "task", undefined, null, null],
  ["member on an original task", "member", undefined, original, null],
  ["role on an original task", "role", "mail:1", original, null],
  ["member on a clone", "member", undefined, clone, "memory_layer_refused_on_clone"],
  ["role on a clone", "role", undefined, clone, "memory_layer_refused_on_clone"],
  ["team granted, prefix matches", "team", "mail:42", original, null],
  ["team granted, prefix does not match", "team", "chat:42", original, "memory_event_id_not_granted"],
  ["team granted, no eventId", "team", undefined, original, "memory_event_id_not_granted"],
  ["team on a clone of a granting task", "team", "mail:42", clone, "memory_layer_not_granted"],
  ["enterprise not granted", "enterprise", "mail:42", original, "memory_layer_not_granted"],
  ["enterprise with no grants at all", "enterprise", "mail:42", ungranted, "memory_layer_not_granted"],
  ["team without a task", "team", "mail:42", null, "memory_layer_not_granted"],
  ["reserved team: on task", "task", "team:1", original, "memory_event_id_reserved"],
  ["reserved gate: even where granted", "team", "gate:1", { isClone: false, memoryGrants: [{ layer: "team", eventIdPrefix: "" }] }, "memory_event_id_reserved"],
  ["an unknown layer", "galaxy", undefined, original, "memory_layer_unknown"],
];

describe("memory.train layer rules", () => {
  it.each(cases)("%s", (_name, layer, eventId, task, code) => {
    const decision = decideTrainLayer(layer, eventId, task);
    if (code === null) expect(decision).toEqual({ allowed: true });
    else expect(decision).toMatchObject({ allowed: false, code });
  });

  it("reads stored grants and ignores anything malformed", () => {
    expect(readMemoryGrants([{ layer: "team", eventIdPrefix: "mail:" }, { layer: "enterprise" }, "team", null])).toEqual([
      { layer: "team", eventIdPrefix: "mail:" },
    ]);
    expect(readMemoryGrants({ layer: "team" })).toEqual([]);
  });
});
