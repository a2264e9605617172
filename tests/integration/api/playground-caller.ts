// One agent of a fresh team, called through POST /v1/playground/invoke as its editor calls it: for the tests
// that send a single tool call and read the answer the playground gives.

import { expect } from "vitest";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { apiRequest, createTeam, noParams, read } from "./api-fixtures";

export type InvokeView = { outcome: string; code: string | null; result: string };

export type PlaygroundCaller = (tool: string, input: unknown) => Promise<InvokeView>;

export async function playgroundCaller(prisma: PrismaClient, agent: { name: string; coding?: boolean }): Promise<PlaygroundCaller> {
  const team = await createTeam(prisma);
  const agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, ...agent } })).id;
  return async (tool, input) => {
    const answer = await read<InvokeView>(await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { agentId, tool, arguments: input } }), noParams));
    expect(answer.status).toBe(200);
    return answer.body;
  };
}
