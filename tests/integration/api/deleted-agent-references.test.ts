import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteAgent } from "@/app/v1/agents/[id]/route";
import { POST as createSecret } from "@/app/v1/secrets/route";
import { POST as createLogin } from "@/app/v1/connectors/[id]/logins/route";
import { testPrisma } from "../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 12, item 7: a deleted agent answers like a made-up id everywhere a body names one — a secret's owner
// and a connector login's place included (one check, lib/server/use-cases/agents/own-agent-id.ts).

const prisma = testPrisma();
let team: Team;
let deletedAgentId: string;
let connectorId: string;

beforeAll(async () => {
  team = await createTeam(prisma);
  deletedAgentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Retired" } })).id;
  const deleted = await deleteAgent(apiRequest(`/v1/agents/${deletedAgentId}`, { method: "DELETE", token: team.adminToken }), params({ id: deletedAgentId }));
  expect(deleted.status).toBe(204);
  connectorId = (await prisma.connector.create({ data: { organisationId: team.organisationId, name: "crm", transport: { type: "stdio", command: "true", args: [], env: {} } } })).id;
});

describe("a deleted agent named in a body", () => {
  it.each([
    ["a deleted agent", () => deletedAgentId],
    ["a made-up id", () => "no-such-agent"],
  ])("is refused as the owner of a new secret: %s", async (_label, agentId) => {
    const answer = await read<{ error: { code: string; details: { path: string }[] } }>(
      await createSecret(apiRequest("/v1/secrets", { token: team.adminToken, body: { name: "crm-key", value: "a-long-secret-value", agentId: agentId() } }), noParams),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.details[0].path).toBe("agentId");
  });

  it.each([
    ["a deleted agent", () => deletedAgentId],
    ["a made-up id", () => "no-such-agent"],
  ])("is refused as a connector login's place: %s", async (_label, agentId) => {
    const answer = await read<{ error: { code: string; details: { path: string }[] } }>(
      await createLogin(apiRequest(`/v1/connectors/${connectorId}/logins`, { token: team.adminToken, body: { scope: "agent", agentId: agentId() } }), params({ id: connectorId })),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.details[0].path).toBe("agentId");
  });
});
