import { describe, expect, it } from "vitest";
import { builtInTools } from "@/lib/tools/registry/built-in-tools";
import {
  DECLARING_A_TOOL,
  ERROR_HANDLING_MEANINGS,
  GATE_RULES,
  RETRY_MEANINGS,
} from "@/lib/runtime/catalog/built-in-reference";
import { SEED_DECLARING_RULES, SEED_GATE_RULES, SEED_HANDLINGS, SEED_RETRY_MEANINGS } from "./seed-built-in-tools";

describe("built-in reference text", () => {
  it("gives the seed's retry meanings word for word", () => {
    expect(RETRY_MEANINGS).toEqual(SEED_RETRY_MEANINGS);
  });

  it("gives the seed's error handlings word for word", () => {
    expect(
      Object.entries(ERROR_HANDLING_MEANINGS).map(([handling, { label, meaning }]) => ({ handling, label, meaning })),
    ).toEqual(SEED_HANDLINGS);
  });

  it("gives the seed's gate rules word for word, in order", () => {
    expect(GATE_RULES.map((rule) => rule.text)).toEqual(SEED_GATE_RULES);
  });

  it("files each gate rule on a tool that exists, and every always-gated tool has its rule", () => {
    const names = builtInTools.map((definition) => definition.name);
    for (const rule of GATE_RULES) {
      expect(names).toContain(rule.tool);
      expect(rule.text.startsWith(`\`${rule.tool}\``)).toBe(true);
    }
    const alwaysGated = builtInTools.filter((definition) => definition.gate === "always").map((definition) => definition.name);
    expect(GATE_RULES.map((rule) => rule.tool)).toEqual(expect.arrayContaining(alwaysGated));
  });

  it("gives the seed's rules for declaring a tool word for word", () => {
    expect(DECLARING_A_TOOL.rules).toEqual(SEED_DECLARING_RULES);
    const names = builtInTools.map((definition) => definition.name);
    for (const tool of DECLARING_A_TOOL.example.tools) expect(names).toContain(tool);
  });
});
