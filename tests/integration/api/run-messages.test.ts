import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getMessages } from "@/app/v1/runs/[id]/messages/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { POST as postSecret } from "@/app/v1/secrets/route";
import { RunMessagesSchema } from "@/lib/contracts/run-messages";
import { runtimeGuidance } from "@/lib/runtime/loop/build-messages";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 12, item 9: GET /v1/runs/:id/messages?turn=N, the messages the model was sent at a turn, rebuilt as
// the loop builds them — the run's own system prompt after the guidance, earlier turns with their answers —
// with what the model wrote redacted, for the run's organisation only.

const prisma = testPrisma();
const secretValue = "sk-playground-7f3a9c1e55d04b2a";
let team: Team;
let other: Team;
let worker: RunningWorker;
let runId: string;

async function messagesOf(id: string, query = "", token = team.editorToken) {
  return read(await getMessages(apiRequest(`/v1/runs/${id}/messages${query}`, { token }), params({ id })));
}

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  other = await createTeam(prisma);
  const agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Messages agent", toolCallBudget: 5 } })).id;
  expect((await read(await postSecret(apiRequest("/v1/secrets", { token: team.adminToken, body: { name: "PLAYGROUND_KEY", value: secretValue } }), noParams))).status).toBe(201);
  worker = await startWorker(prisma, testDatabaseUrl());
  const script = [{ text: `Listing with ${secretValue}.`, calls: [{ name: "list_tools", arguments: {} }] }, { text: "Done." }];
  const body = { agentId, kind: "direct", input: "What can you do?", model: { provider: "scripted", script, system: "Answer in one line." } };
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
  expect(started.status).toBe(202);
  runId = started.body.id;
  expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
});

afterAll(async () => {
  await worker.stop();
});

describe("GET /v1/runs/:id/messages", () => {
  it("answers the first turn's request: guidance, the run's system prompt, the input", async () => {
    const answer = await messagesOf(runId, "?turn=0");
    expect(answer.status).toBe(200);
    const parsed = RunMessagesSchema.parse(answer.body);
    expect(parsed).toMatchObject({ runId, turn: 0, turns: 2 });
    expect(parsed.messages).toEqual([
      { role: "system", content: runtimeGuidance },
      { role: "system", content: "Answer in one line." },
      { role: "user", content: "What can you do?" },
    ]);
    // Issue 23, item 3: the tool definitions that request carried, as the turn stored them.
    const stored = await prisma.turn.findFirstOrThrow({ where: { runId, index: 0 }, select: { offer: true } });
    expect(parsed.tools).toEqual(stored.offer);
    expect(parsed.tools.map((tool) => tool.name)).toContain("list_tools");
  });

  it("answers the latest turn by default, with the earlier turn's call and answer, secrets redacted", async () => {
    const answer = await messagesOf(runId);
    const parsed = RunMessagesSchema.parse(answer.body);
    expect(parsed.turn).toBe(1);
    const [assistant, tool] = parsed.messages.slice(3);
    expect(assistant).toMatchObject({ role: "assistant", calls: [{ name: "list_tools" }] });
    expect(assistant.role === "assistant" && assistant.content).toMatch(/^Listing with /);
    expect(tool).toMatchObject({ role: "tool", name: "list_tools" });
    expect(tool.role === "tool" && tool.content).toContain("remaining_tool_calls: 4");
    expect(answer.text).not.toContain(secretValue);
    expect(answer.text).not.toContain(secretValue.slice(6, 20));
  });

  it("refuses a turn the run never took, naming the field", async () => {
    const answer = await messagesOf(runId, "?turn=2");
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe("invalid_request");
    expect(answer.body.error.details).toEqual([{ path: "turn", message: "turn must be from 0 to 1: the run has 2 turns." }]);
    expect((await messagesOf(runId, "?turn=one")).status).toBe(422);
  });

  it("answers another organisation's run like a made-up one", async () => {
    const foreign = await messagesOf(runId, "", other.editorToken);
    const madeUp = await messagesOf("00000000-0000-0000-0000-000000000000");
    expect(foreign.status).toBe(404);
    expect(madeUp.status).toBe(404);
    expect(foreign.body.error.code).toBe(madeUp.body.error.code);
  });
});
