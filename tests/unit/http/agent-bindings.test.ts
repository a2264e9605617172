import { describe, expect, it } from "vitest";
import { flagColumns, mergeBindings } from "@/lib/server/use-cases/agents/agent-changes";
import { bindingSettingsOf, resolveBindings } from "@/lib/server/use-cases/agents/agent-view";

describe("agent bindings and flags", () => {
  it("resolves each binding from the agent's own setting, else the organisation's default, else off", () => {
    expect(resolveBindings({ note: false, script: true }, { note: true, record: true })).toEqual({
      note: false,
      record: true,
      memory: false,
      script: true,
      schedule: false,
      secret: false,
      group_post: false,
    });
  });

  it("reads only boolean settings of the seven bindings from stored JSON", () => {
    expect(bindingSettingsOf({ note: true, record: "yes", bogus: true })).toEqual({ note: true });
    expect(bindingSettingsOf(null)).toEqual({});
    expect(bindingSettingsOf([true])).toEqual({});
  });

  it("merges a PATCH's bindings: true/false set one, null removes it", () => {
    expect(mergeBindings({ note: true, record: false }, { record: null, memory: true })).toEqual({ note: true, memory: true });
  });

  it("sets only the flags a body names; null unsets one", () => {
    expect(flagColumns({ browser: true, coding: null })).toEqual({ browser: true, coding: null });
    expect(flagColumns(undefined)).toEqual({});
  });
});
