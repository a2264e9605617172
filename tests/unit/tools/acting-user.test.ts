import { describe, expect, it } from "vitest";
import { askMemory, type AskMemoryInput } from "@/lib/tools/memory/ask-memory";
import type { MemorySearchScope } from "@/lib/tools/memory/search-memory";
import { trainMemoryTool } from "@/lib/tools/memory/memory-tools";
import { requireActingUser, requireOwnerOrAdmin } from "@/lib/tools/require-acting-user";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { definedHandler, toolContext } from "./unconnected-dependencies";

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
    expect(attempt).toThrow(ToolError);
    expect(attempt).toThrow(missing);
  });
});

describe("requireOwnerOrAdmin (issue 8, item 13: an object that acts as its creator obeys only them or an admin)", () => {
  const object = 'the schedule "s1"';
  it.each([
    // [acting user, roles, owner, refusal code or null]
    ["user-1", ["editor"], "user-1", null],
    ["user-1", ["admin"], "user-2", null],
    ["user-1", ["editor", "ceo"], "user-2", "not_permitted"],
    ["user-1", ["editor"], null, "not_permitted"],
    [null, ["admin"], "user-1", "user_context_missing"],
  ] as const)("user %j with roles %j on an object of %j → %s", (actingUserId, roles, owner, code) => {
    const attempt = () => requireOwnerOrAdmin(toolContext({ actingUserId, actingUserRoles: [...roles], tool: "schedule_update" }), owner, object);
    if (code === null) expect(attempt).not.toThrow();
    else expect(attempt).toThrow(new RegExp(`^${code}: `));
  });

  it("says why in one sentence, naming only the object the agent already lists", () => {
    expect(() => requireOwnerOrAdmin(toolContext({ actingUserRoles: ["editor"], tool: "schedule_update" }), "user-2", object)).toThrow(
      'not_permitted: the schedule "s1" acts as the user who created it, so only that user or an admin may change, delete or run it; the user who started this run is neither, so nothing was done',
    );
  });
});

describe("member memory is the acting user's", () => {
  // Never reaches the database: the refusal comes first (taskId null needs no task row).
  const train = definedHandler(trainMemoryTool);

  it("memory.train refuses a member note without a user, before anything is stored", async () => {
    const context = toolContext({ ...deletedUser, tool: "memory.train", taskId: null });
    await expect(train(context, { layer: "member", content: "Ada prefers mail." })).rejects.toThrow(missing);
  });

  function recordingSearch() {
    const scopes: MemorySearchScope[] = [];
    const search = async (scope: MemorySearchScope) => (scopes.push(scope), []);
    const ask = (context: ToolContext, input: AskMemoryInput) => askMemory(search, input, context);
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
