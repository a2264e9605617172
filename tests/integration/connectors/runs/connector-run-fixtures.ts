// Connectors bound as an admin would leave them (rows written directly: the API has its own tests), and runs
// started and read through the public API, for the runtime's connector tests.

import { expect } from "vitest";
import type { PrismaClient, Prisma } from "@/lib/generated/prisma/client";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { waitForRunStatus } from "../../../support/wait-for-run";
import { apiRequest, noParams, params, read, type Team } from "../../api/api-fixtures";

export type CallRecord = {
  id: string;
  name: string;
  tool: string | null;
  arguments: unknown;
  outcome: string;
  code: string | null;
  result: string | null;
  media?: { id: string; kind: string; mimeType: string; bytes: number }[];
};
export type RunAnswer = { id: string; status: string; output: string | null; failure: { code: string; message: string } | null; turns: { calls: CallRecord[] }[] };

type Transport = { type: "stdio"; command: string; args: string[]; env: Record<string, string> } | { type: "http"; url: string; headers: Record<string, string> };

export async function bindConnector(
  prisma: PrismaClient,
  organisationId: string,
  name: string,
  transport: Transport,
  login: Partial<Prisma.ConnectorLoginUncheckedCreateInput> = {},
): Promise<{ connectorId: string; loginId: string }> {
  const connector = await prisma.connector.create({ data: { organisationId, name, transport } });
  const created = await prisma.connectorLogin.create({
    data: { organisationId, connectorId: connector.id, scope: "organisation", scopeKey: "organisation", status: "connected", ...login },
  });
  return { connectorId: connector.id, loginId: created.id };
}

export async function createConnectorAgent(prisma: PrismaClient, organisationId: string, connectors: Record<string, boolean>, name = "Connector agent"): Promise<string> {
  return (await prisma.agent.create({ data: { organisationId, name, toolCallBudget: 20, connectors } })).id;
}

/** Starts a run through the public API, waits for it to stop, and reads it back the same way. */
export async function runToTheEnd(
  prisma: PrismaClient,
  team: Team,
  agentId: string,
  script: unknown[],
  options: { taskId?: string; until?: string[] } = {},
): Promise<RunAnswer> {
  const body = { agentId, kind: "direct", input: "Use the connector.", model: { provider: "scripted", script }, ...(options.taskId ? { taskId: options.taskId } : {}) };
  const created = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
  expect(created.status).toBe(202);
  await waitForRunStatus(prisma, created.body.id, options.until ?? ["succeeded", "failed"], 45_000);
  const answer = await read<RunAnswer>(await getRun(apiRequest(`/v1/runs/${created.body.id}`, { token: team.editorToken }), params({ id: created.body.id })));
  expect(answer.status).toBe(200);
  return answer.body;
}

export function firstCall(run: RunAnswer): CallRecord {
  return run.turns[0].calls[0];
}
