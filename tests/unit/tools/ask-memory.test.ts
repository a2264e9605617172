import { describe, expect, it } from "vitest";
import { RetryableToolError } from "@/lib/runtime/ports";
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
    const text = await askMemory(search)(toolContext({ tool: "memory.ask" }), { queries: ["report", "holiday", "broken"] });
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
    await askMemory(async (scope) => (seen.push(scope), []))(toolContext(), { queries: ["x"], layers: ["team"] });
    expect(seen).toEqual([{ organisationId: "org-1", agentId: "agent-1", memberId: null, taskScope: "task:task-1", layers: ["team"] }]);
  });

  it("throws a retryable error when no question could run at all", async () => {
    const failing = askMemory(async () => {
      throw new Error("database down");
    });
    const attempt = failing(toolContext(), { queries: ["a", "b"] });
    await expect(attempt).rejects.toBeInstanceOf(RetryableToolError);
    await expect(failing(toolContext(), { queries: ["a"] })).rejects.toThrow("memory.ask could not search memory: the search could not run: database down");
  });
});
