import { describe, expect, it } from "vitest";
import { mayUnblock, UNBLOCK_ACTIONS, type UnblockActor, type UnblockSubject } from "@/lib/server/use-cases/unblock/may-unblock";

// Issue 18, item 4 (CONTRACT.md, Blockers): the acting user's rights decide who retries, routes, clears or
// escalates a run — one decision, every case of it here.

const person = (userId: string, roles: string[], jobRoleIds: string[] = []): UnblockActor => ({ userId, roles, jobRoleIds, agentId: null });
const adminsRun: UnblockSubject = { actingUserId: "admin-1", ownerKind: null, ownerId: null, escalated: false };
const editorsRun: UnblockSubject = { actingUserId: "editor-1", ownerKind: null, ownerId: null, escalated: false };
const acting = ["retry", "route", "clear"] as const;

describe("mayUnblock", () => {
  it("refuses an editor who would retry, route or clear an admin's run", () => {
    for (const action of acting) {
      const decision = mayUnblock(person("editor-1", ["editor"]), adminsRun, action);
      expect(decision.kind).toBe("refused");
      if (decision.kind === "refused") expect(decision.reason).toContain(`may ${action} this run`);
    }
  });

  it("lets the person who started a run unblock it, and an admin any run", () => {
    for (const action of UNBLOCK_ACTIONS) {
      expect(mayUnblock(person("editor-1", ["editor"]), editorsRun, action)).toEqual({ kind: "allowed", as: "owner" });
      expect(mayUnblock(person("admin-2", ["admin"]), editorsRun, action)).toEqual({ kind: "allowed", as: "admin" });
    }
  });

  it("lets any member escalate a run they do not own: it asks for help, it does not act on the run", () => {
    expect(mayUnblock(person("editor-1", ["editor"]), adminsRun, "escalate")).toEqual({ kind: "allowed", as: "member" });
  });

  it("lets the CEO act only once the run is escalated", () => {
    for (const action of acting) {
      expect(mayUnblock(person("ceo-1", ["ceo"]), adminsRun, action).kind).toBe("refused");
      expect(mayUnblock(person("ceo-1", ["ceo"]), { ...adminsRun, escalated: true }, action)).toEqual({ kind: "allowed", as: "ceo" });
    }
  });

  it("hands the run to whoever it was routed to, and takes it from its starter", () => {
    const toUser: UnblockSubject = { ...adminsRun, actingUserId: "editor-1", ownerKind: "user", ownerId: "editor-2" };
    expect(mayUnblock(person("editor-2", ["editor"]), toUser, "clear")).toEqual({ kind: "allowed", as: "owner" });
    expect(mayUnblock(person("editor-1", ["editor"]), toUser, "clear").kind).toBe("refused");
    const toRole: UnblockSubject = { ...adminsRun, ownerKind: "role", ownerId: "role-ops" };
    expect(mayUnblock(person("editor-3", ["editor"], ["role-ops"]), toRole, "retry")).toEqual({ kind: "allowed", as: "owner" });
    expect(mayUnblock(person("editor-3", ["editor"], ["role-sales"]), toRole, "retry").kind).toBe("refused");
    const toAgent: UnblockSubject = { ...adminsRun, ownerKind: "agent", ownerId: "agent-1" };
    expect(mayUnblock({ ...person("editor-3", ["editor"]), agentId: "agent-1" }, toAgent, "route")).toEqual({ kind: "allowed", as: "owner" });
    expect(mayUnblock({ ...person("editor-3", ["editor"]), agentId: "agent-2" }, toAgent, "route").kind).toBe("refused");
  });

  it("fails closed without a user to act for, even for an action anyone may take", () => {
    for (const action of UNBLOCK_ACTIONS) expect(mayUnblock({ userId: null, roles: ["admin"], jobRoleIds: [], agentId: null }, editorsRun, action).kind).toBe("refused");
  });
});
