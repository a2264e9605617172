import { describe, expect, it } from "vitest";
import { BINDING_NAMES, resolveBindings, resolveFlags } from "@/lib/runtime/offer/agent-settings";

describe("binding resolution (seed \"tools in a run\", What a run offers)", () => {
  it("takes the agent's own setting, else the organisation's default, else off", () => {
    const resolved = resolveBindings({ note: true, record: false, memory: "yes" }, { record: true, script: true, secret: false });
    expect(resolved).toEqual([
      { name: "note", on: true, source: "agent" },
      { name: "record", on: false, source: "agent" },
      { name: "memory", on: false, source: "default" },
      { name: "script", on: true, source: "organisation" },
      { name: "schedule", on: false, source: "default" },
      { name: "secret", on: false, source: "organisation" },
      { name: "group_post", on: false, source: "default" },
    ]);
  });

  it("lists all seven bindings even when nothing is stored", () => {
    expect(resolveBindings(null, []).map((binding) => binding.name)).toEqual([...BINDING_NAMES]);
  });

  it("turns browser and coding on only when true, scripting and memory unless false", () => {
    expect(resolveFlags({ browser: null, coding: true, scripting: null, memory: false })).toEqual([
      { name: "browser", on: false, source: "default" },
      { name: "coding", on: true, source: "agent" },
      { name: "scripting", on: true, source: "default" },
      { name: "memory", on: false, source: "agent" },
    ]);
  });
});
