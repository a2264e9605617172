import { describe, expect, it } from "vitest";
import { builtInCatalog, builtInTools } from "@/lib/tools/registry/built-in-tools";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import {
  SEED_FAMILIES,
  SEED_GENERIC_ERRORS,
  SEED_HANDLINGS,
  SEED_IDEMPOTENT_TOOLS,
  SEED_SAFE_TOOLS,
  SEED_SIDE_EFFECTS,
  SEED_UNSAFE_TOOLS,
  SEED_WRITE_TOOLS,
} from "./seed-built-in-tools";

// The one tool Tollgate adds to the seed's table (ONE-PRODUCT "Families that overlap": eight browser tools).
const ADDED_TOOLS = ["browser.scroll"];
// Seed "Gates and grants": these four are always gated, whatever the task declares.
const ALWAYS_GATED = ["os.ask_ceo", "os.mail_reply", "os.mail_send", "os.escalate_mail"];

const seedNames = SEED_FAMILIES.flatMap((family) => family.tools);

function definitionOf(name: string): ToolDefinition {
  const definition = builtInCatalog.get(name);
  if (definition === undefined) throw new Error(`missing built-in tool ${name}`);
  return definition;
}

describe("built-in registry against the seed's tables", () => {
  it("holds every seed tool plus browser.scroll, and nothing else", () => {
    const registryNames = builtInTools.map((definition) => definition.name);
    expect([...registryNames].sort()).toEqual([...seedNames, ...ADDED_TOOLS].sort());
    expect(registryNames).toHaveLength(83);
  });

  it("lists tools in the seed table's order, browser.scroll closing the Computer use family", () => {
    const expectedOrder = SEED_FAMILIES.flatMap((family) =>
      family.family === "Computer use" ? [...family.tools, "browser.scroll"] : family.tools,
    );
    expect(builtInTools.map((definition) => definition.name)).toEqual(expectedOrder);
  });

  it("has unique names", () => {
    const names = builtInTools.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
  });

  const familyRows = SEED_FAMILIES.flatMap((family) =>
    family.tools.map((name) => ({ name, family: family.family, page: family.page })),
  );
  it.each(familyRows)("$name is in family $family on page $page", ({ name, family, page }) => {
    expect(definitionOf(name).family).toBe(family);
    expect(definitionOf(name).page).toBe(page);
  });

  it("files browser.scroll with the Computer use family", () => {
    expect(definitionOf("browser.scroll")).toMatchObject({
      family: "Computer use",
      page: "Computer-Use tools",
      access: "read",
      retry: "safe",
      gate: "task",
      runCallable: true,
    });
    expect(definitionOf("browser.scroll").referenceName).toBeUndefined();
  });

  it.each(builtInTools.map((definition) => definition.name))("%s writes exactly when the seed lists it as write", (name) => {
    expect(definitionOf(name).access).toBe(SEED_WRITE_TOOLS.includes(name) ? "write" : "read");
  });

  it("puts every seed tool in exactly one retry list", () => {
    const retryListed = [...SEED_SAFE_TOOLS, ...SEED_IDEMPOTENT_TOOLS, ...SEED_UNSAFE_TOOLS];
    expect([...retryListed].sort()).toEqual([...seedNames].sort());
  });

  const retryRows = [
    ...SEED_SAFE_TOOLS.map((name) => ({ name, retry: "safe" })),
    ...SEED_IDEMPOTENT_TOOLS.map((name) => ({ name, retry: "idempotent" })),
    ...SEED_UNSAFE_TOOLS.map((name) => ({ name, retry: "unsafe" })),
  ];
  it.each(retryRows)("$name is retry $retry", ({ name, retry }) => {
    expect(definitionOf(name).retry).toBe(retry);
  });

  it.each(builtInTools.map((definition) => definition.name))("%s has the gate policy of the seed's rules", (name) => {
    const expected = ALWAYS_GATED.includes(name)
      ? "always"
      : name.startsWith("workspace.") || name.startsWith("memory.")
        ? "never"
        : "task";
    expect(definitionOf(name).gate).toBe(expected);
  });

  it("lets a run call every tool except the Chat family's", () => {
    const chatTools = SEED_FAMILIES.find((family) => family.family === "Chat")?.tools ?? [];
    expect(chatTools).toHaveLength(7);
    for (const definition of builtInTools) {
      expect(definition.runCallable, definition.name).toBe(!chatTools.includes(definition.name));
    }
  });

  it("keeps the seed's `<prefix>` spelling on the seven Computer-Use verbs only", () => {
    const withReferenceName = builtInTools.filter((definition) => definition.referenceName !== undefined);
    expect(withReferenceName.map((definition) => [definition.name, definition.referenceName])).toEqual(
      ["navigate", "click", "type", "screenshot", "extract", "download", "upload"].map((verb) => [
        `browser.${verb}`,
        `<prefix>.${verb}`,
      ]),
    );
  });

  it("states the seed's side effects on exactly the three reads that have one", () => {
    const withSideEffect = builtInTools.filter((definition) => definition.sideEffect !== undefined);
    expect(Object.fromEntries(withSideEffect.map((definition) => [definition.name, definition.sideEffect]))).toEqual(
      SEED_SIDE_EFFECTS,
    );
    for (const definition of withSideEffect) expect(definition.access).toBe("read");
  });

  it.each(builtInTools.map((definition) => definition.name))("%s has a description and lists the generic errors first", (name) => {
    const definition = definitionOf(name);
    expect(definition.description.trim().length).toBeGreaterThan(20);
    const handlingOf = (whatHappens: string) => SEED_HANDLINGS.find((row) => row.meaning === whatHappens)?.handling;
    expect(definition.errors.slice(0, SEED_GENERIC_ERRORS.length)).toEqual(
      SEED_GENERIC_ERRORS.map((row) => ({ code: row.code, when: row.when, handling: handlingOf(row.whatHappens) })),
    );
  });

  it("never repeats an error code on one tool", () => {
    for (const definition of builtInTools) {
      const codes = definition.errors.map((error) => error.code);
      expect(new Set(codes).size, definition.name).toBe(codes.length);
    }
  });

  it("hands os.mail_reply back until the gate summary is set (seed: gates and grants)", () => {
    expect(definitionOf("os.mail_reply").errors).toContainEqual(
      expect.objectContaining({ code: "gate_summary_required", handling: "hand_back" }),
    );
  });

  it("lists memory.train's grant refusals", () => {
    const codes = definitionOf("memory.train").errors.map((error) => error.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        "memory_layer_refused_on_clone",
        "memory_layer_not_granted",
        "memory_event_id_not_granted",
        "memory_event_id_reserved",
      ]),
    );
  });

  it("refuses workspace paths outside the workspace on every workspace tool that takes one", () => {
    for (const definition of builtInTools.filter((tool) => tool.family === "Workspace")) {
      expect(definition.errors.map((error) => error.code), definition.name).toContain("path_outside_workspace");
    }
  });

  it("marks only the view of tool management admin-only (seed \"running tools\": tool management is admin-only)", () => {
    expect(builtInTools.filter((definition) => definition.adminOnly !== undefined).map((definition) => definition.name)).toEqual(["os.list_tool_bindings"]);
  });

  it("is frozen, so no part can reshape a definition for the others", () => {
    const definition = definitionOf("workspace.read_file");
    expect(Object.isFrozen(definition)).toBe(true);
    expect(Object.isFrozen(definition.inputSchema)).toBe(true);
    expect(() => {
      definition.inputSchema.type = "array";
    }).toThrow(TypeError);
  });

  it("answers get by canonical name only, and all() in registry order", () => {
    expect(builtInCatalog.get("workspace.read_file")?.name).toBe("workspace.read_file");
    expect(builtInCatalog.get("workspace__read_file")).toBeUndefined();
    expect(builtInCatalog.get("os.nope")).toBeUndefined();
    expect(builtInCatalog.all()).toBe(builtInTools);
  });
});
