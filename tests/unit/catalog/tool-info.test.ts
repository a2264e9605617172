import { describe, expect, it } from "vitest";
import { builtInCatalog, builtInTools } from "@/lib/tools/registry/built-in-tools";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { toToolInfo } from "@/lib/runtime/catalog/tool-info";

function definitionOf(name: string): ToolDefinition {
  const definition = builtInCatalog.get(name);
  if (definition === undefined) throw new Error(`missing built-in tool ${name}`);
  return definition;
}

describe("toToolInfo", () => {
  it("carries the CONTRACT.md fields for workspace.read_file", () => {
    const definition = definitionOf("workspace.read_file");
    expect(toToolInfo(definition, true)).toEqual({
      name: "workspace.read_file",
      modelName: "workspace__read_file",
      family: "Workspace",
      page: "Workspace tools",
      description: definition.description,
      access: "read",
      retry: "safe",
      gate: "never",
      runCallable: true,
      inputSchema: definition.inputSchema,
      errors: definition.errors,
      status: "available",
    });
  });

  it("says planned when no handler answers the tool yet", () => {
    expect(toToolInfo(definitionOf("os.kpi_board"), false).status).toBe("planned");
  });

  it("adds sideEffect and referenceName only when the definition has them", () => {
    expect(toToolInfo(definitionOf("os.mail_read"), true).sideEffect).toBe(
      "Marks the message read for the member, the same as opening it in the portal.",
    );
    expect(toToolInfo(definitionOf("browser.navigate"), true).referenceName).toBe("<prefix>.navigate");
    const plain = toToolInfo(definitionOf("os.mail_send"), true);
    expect(Object.keys(plain)).not.toContain("sideEffect");
    expect(Object.keys(plain)).not.toContain("referenceName");
  });

  it("gives a schema the caller may reshape without touching the registry", () => {
    const info = toToolInfo(definitionOf("workspace.read_file"), true);
    info.inputSchema.title = "changed";
    expect(definitionOf("workspace.read_file").inputSchema.title).toBeUndefined();
  });

  it("serialises every built-in to JSON and back unchanged", () => {
    for (const definition of builtInTools) {
      const info = toToolInfo(definition, true);
      expect(JSON.parse(JSON.stringify(info))).toEqual(info);
    }
  });
});
