import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteAgent, GET as getAgent, PATCH as patchAgent } from "@/app/v1/agents/[id]/route";
import { GET as listAgents } from "@/app/v1/agents/route";
import { GET as getOffer } from "@/app/v1/agents/[id]/offer/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as postRun } from "@/app/v1/runs/route";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// CONTRACT.md, Curation and people: DELETE /v1/agents/:id (admin) → 204; its runs stay readable. The agent
// is hidden, not removed (a Run cascades with its agent): it leaves the list, reads as unknown, starts no
// new run or playground call, and its schedules stop firing; its runs keep their agent.

const prisma = testPrisma();
let worker: RunningWorker;
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  worker = await startWorker(prisma, testDatabaseUrl());
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
});

afterAll(async () => {
  await worker.stop();
});

const remove = (id: string, token = team.adminToken) => deleteAgent(apiRequest(`/v1/agents/${id}`, { method: "DELETE", token }), params({ id }));

describe("DELETE /v1/agents/:id", () => {
  it("204: hidden and unknown from then on, its runs readable, nothing new starts, its schedules disabled", async () => {
    const agent = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Retired agent" } });
    const runBody = { agentId: agent.id, kind: "direct", input: "Hello.", model: { provider: "scripted", script: [{ text: "Hi." }] } };
    const run = await read<{ id: string }>(await postRun(apiRequest("/v1/runs", { token: team.editorToken, body: runBody }), noParams));
    expect(await waitForRunStatus(prisma, run.body.id, ["succeeded", "failed"])).toBe("succeeded");
    const schedule = await prisma.schedule.create({
      data: { organisationId: team.organisationId, agentId: agent.id, model: runBody.model, name: "daily", cron: "0 9 * * *", input: "Report." },
    });

    expect((await remove(agent.id, team.editorToken)).status).toBe(403);
    const deleted = await remove(agent.id);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");

    const list = await read<{ agents: { id: string }[] }>(await listAgents(apiRequest("/v1/agents", { token: team.adminToken }), noParams));
    expect(list.body.agents.map((entry) => entry.id)).not.toContain(agent.id);
    const madeUp = "00000000-0000-4000-8000-00000000000a";
    const gone = await read(await getAgent(apiRequest(`/v1/agents/${agent.id}`, { token: team.adminToken }), params({ id: agent.id })));
    const none = await read(await getAgent(apiRequest(`/v1/agents/${madeUp}`, { token: team.adminToken }), params({ id: madeUp })));
    expect(gone.status).toBe(404);
    expect(gone.text.replaceAll(agent.id, "<id>")).toBe(none.text.replaceAll(madeUp, "<id>"));
    expect((await getOffer(apiRequest(`/v1/agents/${agent.id}/offer`, { token: team.adminToken }), params({ id: agent.id }))).status).toBe(404);
    const patched = await patchAgent(apiRequest(`/v1/agents/${agent.id}`, { method: "PATCH", token: team.adminToken, body: { name: "Back" } }), params({ id: agent.id }));
    expect(patched.status).toBe(404);

    const kept = await read<{ id: string; agentId: string; output: string }>(await getRun(apiRequest(`/v1/runs/${run.body.id}`, { token: team.editorToken }), params({ id: run.body.id })));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ agentId: agent.id, output: "Hi." });

    expect((await postRun(apiRequest("/v1/runs", { token: team.editorToken, body: runBody }), noParams)).status).toBe(404);
    const call = await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { agentId: agent.id, tool: "os.get_context", arguments: {} } }), noParams);
    expect(call.status).toBe(404);
    expect((await prisma.schedule.findUniqueOrThrow({ where: { id: schedule.id } })).enabled).toBe(false);
    expect((await remove(agent.id)).status).toBe(404);
  });

  it("another organisation's agent is deleted as little as a made-up one", async () => {
    const foreign = await prisma.agent.create({ data: { organisationId: otherTeam.organisationId, name: "Foreign agent" } });
    const madeUp = "00000000-0000-4000-8000-00000000000b";
    const [theirs, none] = [await read(await remove(foreign.id)), await read(await remove(madeUp))];
    expect(theirs.status).toBe(404);
    expect(theirs.text.replaceAll(foreign.id, "<id>")).toBe(none.text.replaceAll(madeUp, "<id>"));
    expect((await prisma.agent.findUniqueOrThrow({ where: { id: foreign.id } })).deletedAt).toBeNull();
  });
});
