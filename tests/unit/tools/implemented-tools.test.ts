import { describe, expect, it } from "vitest";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import { createHandlerRegistry, createHandlers } from "@/lib/tools/handler-registry";
import { implementedTools } from "@/lib/tools/registry/implemented-tools";
import { unconnectedDependencies } from "./unconnected-dependencies";

describe("implementedTools", () => {
  const handlers = createHandlers(unconnectedDependencies());

  it("names exactly the tools the registry answers", () => {
    expect([...handlers.keys()].sort()).toEqual([...implementedTools].sort());
  });

  it.each([...implementedTools])("%s is a run-callable tool of the run catalog (built-in or native)", (name) => {
    const definition = runCatalog.get(name);
    expect(definition?.name).toBe(name);
    expect(definition?.runCallable).toBe(true);
  });

  it("the registry finds each handler by canonical name, and nothing by the model's name", () => {
    const registry = createHandlerRegistry(unconnectedDependencies());
    for (const name of implementedTools) expect(registry.has(name) && typeof registry.get(name)).toBe("function");
    expect(registry.has("os__set_context")).toBe(false);
    expect(registry.get("workspace.git_commit")).toBeUndefined();
  });
});
