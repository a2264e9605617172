import { describe, expect, it } from "vitest";
import type { ToolInfo } from "@/lib/client/api-types";
import { pickerFamilies } from "@/lib/client/picker-families";
import { builtInToolInfos } from "@/lib/server/use-cases/tools/built-in-tool-infos";

// Issue 18, item 8: the task picker no longer lists planned tools as pickable. It reads the real reference
// (GET /v1/tools/built-in's ToolInfo), so a tool going planned → available becomes pickable by itself.

const reference: ToolInfo[] = builtInToolInfos().map((tool) => ({ ...tool, inputSchema: tool.inputSchema as ToolInfo["inputSchema"] }));
const entries = (declared: string[] = [], search = "") => pickerFamilies(reference, declared, search).flatMap(([, members]) => members);
const entry = (name: string, declared: string[] = []) => entries(declared).find((candidate) => candidate.tool.name === name);

describe("the task form's tool picker", () => {
  it("offers every available run-callable tool, and none of the planned ones", () => {
    const listed = entries();
    expect(listed.filter((candidate) => candidate.tool.status === "available").every((candidate) => candidate.pickable)).toBe(true);
    expect(listed.filter((candidate) => candidate.tool.status === "planned").every((candidate) => !candidate.pickable)).toBe(true);
    expect(listed.some((candidate) => candidate.tool.status === "planned")).toBe(true);
    expect(entry("os.write_plan")).toMatchObject({ pickable: true, tool: { status: "available" } });
    expect(entry("os.file_daily_brief")).toMatchObject({ pickable: true, tool: { status: "available" } });
  });

  it("keeps a planned tool a task already declares tickable, so it can be removed", () => {
    const planned = reference.find((tool) => tool.status === "planned" && tool.runCallable);
    if (planned === undefined) throw new Error("the reference has a planned run-callable tool");
    expect(entry(planned.name)?.pickable).toBe(false);
    expect(entry(planned.name, [planned.name])?.pickable).toBe(true);
  });

  it("leaves out the CEO chat's own tools and filters by name", () => {
    expect(entry("os.start_task")).toBeUndefined();
    expect(entries([], "read_plan").map((candidate) => candidate.tool.name)).toEqual(["os.read_plan"]);
  });
});
