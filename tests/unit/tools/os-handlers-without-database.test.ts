import { describe, expect, it } from "vitest";
import { askCeoTool, setExecutionNameTool } from "@/lib/tools/os/execution-tools";
import { listBuiltInToolsTool } from "@/lib/tools/os/planning-tools";
import { implementedTools } from "@/lib/tools/registry/implemented-tools";
import { definedHandler, toolContext, unconnectedDependencies } from "./unconnected-dependencies";

const askCeo = definedHandler(askCeoTool);

describe("os.ask_ceo", () => {
  it.each([
    [{ decision: "approve", note: null }, "The CEO approved."],
    [{ decision: "deny", note: null }, "The CEO denied."],
    [{ decision: "approve", note: "Yes, ship it." }, "The CEO approved.\nThe CEO's note: Yes, ship it."],
    [{ decision: "deny", note: "  " }, "The CEO denied."],
  ] as const)("answers %j", async (gateDecision, expected) => {
    expect(await askCeo(toolContext({ gateDecision }), { question: "Ship?" })).toBe(expected);
  });

  it("fails closed without a decision", async () => {
    await expect(askCeo(toolContext(), { question: "Ship?" })).rejects.toThrow("only after the CEO has decided");
  });
});

describe("os.set_execution_name in the playground", () => {
  it("needs a run", async () => {
    const handler = definedHandler(setExecutionNameTool);
    await expect(handler(toolContext({ runId: null, tool: "os.set_execution_name" }), { name: "x" })).rejects.toThrow(
      "os.set_execution_name needs a run",
    );
  });
});

describe("os.list_built_in_tools", () => {
  // The handler registry tells it which tools are answered, as it does for a run.
  const handler = definedHandler(listBuiltInToolsTool, { ...unconnectedDependencies(), implementedTools });

  it("lists one family as compact JSON, marking what is answered", async () => {
    const text = await handler(toolContext({ tool: "os.list_built_in_tools" }), { family: "context" });
    expect(text.split("\n")).toHaveLength(5);
    expect(JSON.parse(text)).toEqual({
      count: 3,
      tools: ["os.set_context", "os.get_context", "os.delete_context"].map((name) => ({
        name,
        family: "Context",
        access: name === "os.get_context" ? "read" : "write",
        retry: name === "os.get_context" ? "safe" : "idempotent",
        gate: "task",
        runCallable: true,
        status: "available",
      })),
    });
  });

  it("lists every tool without a family", async () => {
    const parsed = JSON.parse(await handler(toolContext(), {}));
    expect(parsed.count).toBe(unconnectedDependencies().catalog.all().length);
    expect(parsed.tools.find((tool: { name: string }) => tool.name === "os.list_tasks")).toMatchObject({ runCallable: false, status: "planned" });
  });

  it("names the families when asked for one that does not exist", async () => {
    expect(await handler(toolContext(), { family: "Astrology" })).toMatch(/^No built-in family is named "Astrology"\. The families are: Workspace, Memory/);
  });
});
