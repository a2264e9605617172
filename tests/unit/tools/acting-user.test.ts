import { describe, expect, it } from "vitest";
import { askMemory } from "@/lib/tools/memory/ask-memory";
import type { MemorySearchScope } from "@/lib/tools/memory/search-memory";
import { trainMemory } from "@/lib/tools/memory/train-memory";
import { requireActingUser } from "@/lib/tools/require-acting-user";
import { ToolFailure } from "@/lib/tools/tool-failure";
import { toolContext, unconnectedDependencies } from "./unconnected-dependencies";

// Seed "running tools": "Tools that read or write user-scoped records must also enforce that user's ...
// permissions inside execute. Missing user context fails closed."

const deletedUser = { actingUserId: null, actingUserRoles: [] };
const missing =
  "user_context_missing: memory.train keeps member notes for the user who started the run, and this run has no user (that account was deleted), so nothing was done";

describe("requireActingUser", () => {
  it("answers the acting user's id", () => {
    expect(requireActingUser(toolContext(), "acts for")).toBe("user-1");
  });

  it("fails closed with user_context_missing when the run has no user", () => {
    const attempt = () => requireActingUser(toolContext({ ...deletedUser, tool: "memory.train" }), "keeps member notes for");
    expect(attempt).toThrow(ToolFailure);
    expect(attempt).toThrow(missing);
  });
});

describe("member memory is the acting user's", () => {
  // Never reaches the database: the refusal comes first (taskId null needs no task row).
  const train = trainMemory(unconnectedDependencies());

  it("memory.train refuses a member note without a user, before anything is stored", async () => {
    const context = toolContext({ ...deletedUser, tool: "memory.train", taskId: null });
    await expect(train(context, { layer: "member", content: "Ada prefers mail." })).rejects.toThrow(missing);
  });

  function recordingSearch() {
    const scopes: MemorySearchScope[] = [];
    const ask = askMemory(async (scope) => (scopes.push(scope), []));
    return { scopes, ask };
  }

  it.each([
    // [layers asked, user, refused, memberId searched]
    [undefined, "user-1", false, "user-1"],
    [["member"], "user-1", false, "user-1"],
    [["team"], "user-1", false, null],
    [undefined, null, true, null],
    [["member", "task"], null, true, null],
    [["task", "team"], null, false, null],
  ])("memory.ask with layers %j and user %j: refused %s", async (layers, user, refused, memberId) => {
    const { scopes, ask } = recordingSearch();
    const context = toolContext({ tool: "memory.ask", actingUserId: user });
    const attempt = ask(context, { queries: ["mail"], ...(layers ? { layers } : {}) });
    if (refused) {
      await expect(attempt).rejects.toThrow(/^user_context_missing: memory\.ask reads the member notes of the user who started the run/);
      expect(scopes).toEqual([]);
    } else {
      await attempt;
      expect(scopes[0].memberId).toBe(memberId);
    }
  });
});
