// Tool dependencies for unit tests of handlers that never reach the database: the client is built but
// never connects (Prisma's pg adapter connects on the first query).

import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import { createPrismaClient } from "@/lib/server/db";
import type { ToolDependencies } from "@/lib/tools/tool-dependencies";
import type { ToolContext, ToolHandler } from "@/lib/runtime/ports";
import type { DefinedTool } from "@/lib/tools/define/define-tool";
import { readSettings } from "@/lib/settings/read-settings";

export function unconnectedDependencies(now = new Date("2026-12-01T09:00:00.000Z")): ToolDependencies {
  return { db: createPrismaClient("postgresql://127.0.0.1:1/never-connected"), catalog: builtInCatalog, now: () => now, settings: () => readSettings() };
}

export function toolContext(overrides: Partial<ToolContext> = {}): ToolContext {
  return {
    organisationId: "org-1",
    agentId: "agent-1",
    conversationId: "conversation-1",
    runId: "run-1",
    taskId: "task-1",
    callId: "call-1",
    actingUserId: "user-1",
    actingUserRoles: ["editor"],
    tool: "os.ask_ceo",
    ...overrides,
  };
}

/** A defined tool's handler, bound to `dependencies`: it parses its input as a run's call would, and answers text. */
export function definedHandler(tool: DefinedTool, dependencies: ToolDependencies = unconnectedDependencies()): ToolHandler {
  const handler = tool.handlerFor?.(dependencies);
  if (handler === undefined) throw new Error(`${tool.definition.name} is planned: it has no handler`);
  return async (context, input) => {
    const output = await handler(context, input);
    return typeof output === "string" ? output : output.text;
  };
}
