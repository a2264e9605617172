import { beforeAll, describe, expect, it } from "vitest";
import { GET as automation } from "@/app/v1/agents/[id]/automation/route";
import { testPrisma } from "../../support/test-database";
import { apiRequest, createTeam, params, read, type Team } from "./api-fixtures";

// GET /v1/agents/:id/automation (docs/internal-api.md): the agent page lists the agent's scripts and
// schedules, read-only, without their sources or inputs.

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let agentId: string;

beforeAll(async () => {
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Automating agent" } })).id;
  const owner = { organisationId: team.organisationId, agentId };
  await prisma.script.createMany({
    data: [
      { ...owner, name: "with_parameters", description: "Takes n.", source: "input.n", parameters: { type: "object", properties: { n: { type: "number" } } } },
      { ...owner, name: "plain", description: "Takes nothing.", source: "1" },
    ],
  });
  await prisma.schedule.create({ data: { ...owner, name: "Daily", cron: "0 9 * * *", timezone: "UTC", input: "secret plan", model: { provider: "scripted", script: [] }, enabled: false } });
});

const get = (id: string, token: string) => automation(apiRequest(`/v1/agents/${id}/automation`, { token }), params({ id }));

describe("GET /v1/agents/:id/automation", () => {
  it("lists scripts by name and schedules, without sources or inputs", async () => {
    const { status, body, text } = await read<{ scripts: unknown[]; schedules: unknown[] }>(await get(agentId, team.editorToken));
    expect(status).toBe(200);
    expect(body.scripts).toEqual([
      { name: "plain", description: "Takes nothing.", tool: null, savedAt: expect.any(String) },
      { name: "with_parameters", description: "Takes n.", tool: "scripts__with_parameters", savedAt: expect.any(String) },
    ]);
    expect(body.schedules).toEqual([
      { id: expect.any(String), name: "Daily", cron: "0 9 * * *", timezone: "UTC", enabled: false, nextFireAt: null, lastRunId: null, lastFiredAt: null },
    ]);
    expect(text).not.toContain("secret plan");
    expect(text).not.toContain("input.n");
  });

  it("answers another organisation's agent as not found", async () => {
    expect((await get(agentId, otherTeam.editorToken)).status).toBe(404);
  });
});
