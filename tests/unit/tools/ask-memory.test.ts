import { describe, expect, it } from "vitest";
import { ToolError } from "@/lib/runtime/ports";
import { askMemory } from "@/lib/tools/memory/ask-memory";
import type { MemorySearch } from "@/lib/tools/memory/search-memory";
import { toolContext } from "./unconnected-dependencies";

const hit = { id: "m1", layer: "task", content: "The report is due Friday.", eventId: null, learnedAt: "2026-12-01T09:00:00.000Z" };

// Seed "tool rules": hits, an absence, or an outage — reported separately; one failure keeps the others.
const search: MemorySearch = async (_scope, query) => {
  if (query === "broken") throw new Error("connection terminated\nstack…");
  return query === "report" ? [hit] : [];
};

describe("memory.ask reporting", () => {
  it("reports hits, absence and outage per question, in the order asked", async () => {
    const text = await askMemory(search, { queries: ["report", "holiday", "broken"] }, toolContext({ tool: "memory.ask" }));
    expect(JSON.parse(text)).toEqual({
      answers: [
        { query: "report", status: "found", hits: [{ layer: "task", content: "The report is due Friday.", eventId: null, learnedAt: hit.learnedAt }] },
        { query: "holiday", status: "absent", note: "Memory holds nothing that matches this question." },
        { query: "broken", status: "outage", error: "the search could not run: connection terminated" },
      ],
    });
  });

  it("passes the layers and the caller's scope to the search", async () => {
    const seen: unknown[] = [];
    await askMemory(async (scope) => (seen.push(scope), []), { queries: ["x"], layers: ["team"] }, toolContext());
    expect(seen).toEqual([{ organisationId: "org-1", agentId: "agent-1", memberId: null, taskScope: "task:task-1", layers: ["team"] }]);
  });

  it("throws a retryable error when no question could run at all", async () => {
    const failing = (queries: string[]) =>
      askMemory(async () => {
        throw new Error("database down");
      }, { queries }, toolContext());
    await expect(failing(["a", "b"])).rejects.toBeInstanceOf(ToolError);
    await expect(failing(["a", "b"])).rejects.toMatchObject({ code: "memory_unavailable", retryable: true });
    await expect(failing(["a"])).rejects.toThrow("memory.ask could not search memory: the search could not run: database down");
  });
});
