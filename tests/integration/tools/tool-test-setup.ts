// Shared rows and calls for the handler tests: real tables, a fresh organisation per test file.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { ToolContext } from "@/lib/runtime/ports";
import { createHandlerRegistry } from "@/lib/tools/handler-registry";
import type { ToolDependencies } from "@/lib/tools/tool-dependencies";
import type { OrganisationFixture } from "../../support/organisation-fixture";
import { readSettings } from "@/lib/settings/read-settings";

export const fixedNow = new Date("2026-12-01T09:00:00.000Z");

export function toolDependencies(prisma: PrismaClient, now: Date = fixedNow): ToolDependencies {
  return { db: prisma, catalog: runCatalog, now: () => now, settings: () => readSettings() };
}

export async function createRunRow(prisma: PrismaClient, fixture: OrganisationFixture, taskId: string | null = fixture.taskId) {
  const conversation = await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } });
  const run = await prisma.run.create({
    data: {
      organisationId: fixture.organisationId,
      conversationId: conversation.id,
      agentId: fixture.agentId,
      taskId,
      actingUserId: fixture.editor.userId,
      kind: "direct",
      status: "running",
      input: "test input",
      model: { provider: "scripted", script: [] },
      state: { version: 1, toolCallBudget: 10, maxIterations: 10 },
    },
  });
  return { runId: run.id, conversationId: conversation.id };
}

export function contextFor(fixture: OrganisationFixture, overrides: Partial<ToolContext> = {}): ToolContext {
  return {
    organisationId: fixture.organisationId,
    agentId: fixture.agentId,
    conversationId: null,
    runId: null,
    taskId: fixture.taskId,
    callId: "call-under-test",
    actingUserId: fixture.editor.userId,
    actingUserRoles: ["editor"],
    tool: "unset",
    ...overrides,
  };
}

/** Calls a tool's handler through the real registry, as the runtime does after admission; its output as returned. */
export function callToolOutput(prisma: PrismaClient, tool: string, context: ToolContext, input: Record<string, unknown>, now?: Date) {
  const handler = createHandlerRegistry(toolDependencies(prisma, now)).get(tool);
  if (handler === undefined) throw new Error(`no handler for ${tool}`);
  return handler({ ...context, tool }, input);
}

/** The text of a tool's answer (a script run also reports an exit code, read with callToolOutput). */
export async function callTool(prisma: PrismaClient, tool: string, context: ToolContext, input: Record<string, unknown>, now?: Date): Promise<string> {
  const output = await callToolOutput(prisma, tool, context, input, now);
  return typeof output === "string" ? output : output.text;
}
