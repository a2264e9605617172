import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchAgent } from "@/app/v1/agents/[id]/route";
import { POST as postSecret } from "@/app/v1/secrets/route";
import { modelForProductStartedRun } from "@/lib/server/runs/model-for-product-started-run";
import { startScheduleRun } from "@/lib/server/schedules/start-schedule-run";
import { readSettings } from "@/lib/settings/read-settings";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// CONTRACT.md, The enterprise: "An agent has a default model: the runs the product starts by itself use it".
// A schedule's firing uses the agent's default model when one is set, else its creating run's model, and
// an admin's choice of apiKeySecret stands even when the schedule acts for an editor.

const prisma = testPrisma();
let team: Team;
let agentId: string;
let scheduleId: string;

const scheduleModel = { provider: "scripted", script: [{ text: "The schedule's own model." }] };
const agentModel = { provider: "scripted", script: [{ text: "The agent's default model." }] };

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Scheduled agent" } })).id;
  const schedule = await prisma.schedule.create({
    data: { organisationId: team.organisationId, agentId, actingUserId: team.editor.id, model: scheduleModel, name: "weekly", cron: "0 9 * * 1", input: "Do the weekly work." },
  });
  scheduleId = schedule.id;
});

async function setAgentModel(model: unknown) {
  const changed = await read(await patchAgent(apiRequest(`/v1/agents/${agentId}`, { method: "PATCH", token: team.adminToken, body: { model } }), params({ id: agentId })));
  expect(changed.status).toBe(200);
}

/** Fires the schedule and answers the stored model of the run it started. */
async function fire(): Promise<unknown> {
  const started = await startScheduleRun(prisma, scheduleId, "now", readSettings());
  if (started.kind !== "started") throw new Error(`the schedule started nothing: ${started.reason}`);
  const { sealedSpec: _sealed, ...shown } = (await prisma.run.findUniqueOrThrow({ where: { id: started.runId } })).model as Record<string, unknown>;
  return shown;
}

describe("a schedule's run and the agent's default model", () => {
  it("uses the schedule's own model while the agent has none", async () => {
    expect(await fire()).toEqual(scheduleModel);
  });

  it("uses the agent's default model once set, and the schedule's again once cleared", async () => {
    await setAgentModel(agentModel);
    expect(await fire()).toEqual(agentModel);
    await setAgentModel(null);
    expect(await fire()).toEqual(scheduleModel);
  });

  it("keeps an admin's apiKeySecret on the default model although the schedule acts for an editor", async () => {
    const secret = await read(await postSecret(apiRequest("/v1/secrets", { token: team.adminToken, body: { name: "MODEL_KEY", value: "model-key-value-123456" } }), noParams));
    expect(secret.status).toBe(201);
    const keyed = { provider: "openai", model: "gpt-4o", apiKeySecret: "MODEL_KEY" };
    await setAgentModel(keyed);
    expect(await fire()).toEqual(keyed);
    await setAgentModel(null);
  });
});

describe("modelForProductStartedRun", () => {
  it("answers the agent's model first, the fallback otherwise, and says when a stored spec is no longer valid", () => {
    expect(modelForProductStartedRun({ model: agentModel }, scheduleModel)).toEqual({ kind: "model", spec: agentModel, source: "agent" });
    expect(modelForProductStartedRun({ model: null }, scheduleModel)).toEqual({ kind: "model", spec: scheduleModel, source: "fallback" });
    expect(modelForProductStartedRun({ model: { provider: "nobody" } }, scheduleModel)).toEqual({ kind: "invalid", reason: "the agent's default model is no longer a valid model spec" });
    expect(modelForProductStartedRun({ model: null }, { provider: "scripted", script: "no", sealedSpec: "not a seal" })).toMatchObject({ kind: "invalid" });
  });
});
