import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import type { ModelClient, ModelResponse } from "@/lib/runtime/ports";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { createLoopDependencies } from "@/lib/server/runtime/create-loop-dependencies";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type ErrorAnswer, type Team } from "./api-fixtures";

// Issue 8, item 7: a `\u0000` in a model's raw argument string wedged a run for 8.5 minutes — every attempt
// to store the parsed arguments failed in PostgreSQL and the job was retried. Now such a call is handed back
// (`Refused: …`), the turn is stored, and the run goes on to the model's next turn.

type CallView = { name: string; tool: string | null; arguments: unknown; outcome: string; code: string | null; result: string };
type RunView = { status: string; output: string | null; turns: { model: { text: string; calls: { arguments: unknown }[] }; calls: CallView[] }[] };

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "NUL agent", toolCallBudget: 10 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

async function runView(runId: string): Promise<RunView> {
  const answer = await read<RunView>(await getRun(apiRequest(`/v1/runs/${runId}`, { token: team.editorToken }), params({ id: runId })));
  expect(answer.status).toBe(200);
  return answer.body;
}

const refusal = 'Refused: the arguments do not match the tool\'s schema. "key" holds the NUL character (U+0000), which cannot be stored; send the text without it.';

/** The refused call, then the model's next turn ran a call and answered. */
function expectRefusedThenGoneOn(run: RunView) {
  expect(run.status).toBe("succeeded");
  expect(run.output).toBe("done");
  expect(run.turns[0].calls[0]).toMatchObject({ tool: "os.get_context", outcome: "handed_back", code: "arguments_refused" });
  expect(run.turns[0].calls[0].result.startsWith(refusal)).toBe(true);
  expect(run.turns[1].calls[0]).toMatchObject({ tool: "os.get_context", outcome: "ok" });
}

describe("a NUL in a model's arguments", () => {
  it("as an escape in a raw argument string: handed back, the run goes on and succeeds at once, its job never retried", async () => {
    const script = [
      { calls: [{ name: "os__get_context", arguments: '{"key": "a\\u0000b"}' }] },
      { calls: [{ name: "os__get_context", arguments: {} }] },
      { text: "done" },
    ];
    const body = { agentId, kind: "direct", input: "Read the context.", model: { provider: "scripted", script } };
    const created = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
    expect(created.status).toBe(202);
    // Before the fix the job failed on every attempt (retried with backoff for minutes): bounded here.
    expect(await waitForRunStatus(prisma, created.body.id, ["succeeded", "failed"], 15_000)).toBe("succeeded");
    const run = await runView(created.body.id);
    expectRefusedThenGoneOn(run);
    expect(run.turns[0].model.calls[0].arguments).toBe('{"key": "a\\u0000b"}');
    const jobs = await prisma.$queryRawUnsafe<{ retry_count: number; state: string }[]>(
      "SELECT retry_count, state::text AS state FROM pgboss.job WHERE singleton_key = $1",
      created.body.id,
    );
    expect(jobs).toEqual([{ retry_count: 0, state: "completed" }]);
  });

  it("in a script's object argument: refused at POST /v1/runs with 422 naming the field (the request itself cannot be stored)", async () => {
    const script = [{ calls: [{ name: "os__get_context", arguments: { key: "a\u0000b" } }] }];
    const body = { agentId, kind: "direct", input: "x", model: { provider: "scripted", script } };
    const answer = await read<ErrorAnswer>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe("invalid_request");
    expect(answer.body.error.message).toContain("arguments.key");
  });

  it("in a provider's parsed object argument (key and value) and its text: stored, handed back, and the run goes on", async () => {
    // A provider's client parses the model's JSON into an object (the AI SDK's `input`): U+0000 and lone
    // surrogates arrive as characters. The loop is the worker's own, on PostgreSQL; only the model is faked.
    const conversation = await prisma.conversation.create({ data: { organisationId: team.organisationId, agentId, title: "NUL" } });
    const row = await prisma.run.create({
      data: {
        organisationId: team.organisationId,
        conversationId: conversation.id,
        agentId,
        actingUserId: team.editor.id,
        kind: "direct",
        input: "Read the context.",
        model: { provider: "scripted", script: [] },
        remainingToolCalls: 10,
        state: { version: 1, toolCallBudget: 10, maxIterations: 10 },
      },
    });
    const responses: ModelResponse[] = [
      { text: "Looking\u0000", calls: [{ id: "c\u0000", name: "os__get_context", arguments: { key: "a\u0000b", "\ud800": 1 } }] },
      { text: "", calls: [{ id: "c2", name: "os__get_context", arguments: {} }] },
      { text: "done", calls: [] },
    ];
    const model: ModelClient = { generate: async (request) => responses[request.turnIndex] ?? { text: "", calls: [] } };
    const deps = { ...createLoopDependencies(prisma), modelFor: async () => model };
    expect(await advanceRun(deps, row.id)).toBe("succeeded");
    const run = await runView(row.id);
    expectRefusedThenGoneOn(run);
    expect(run.turns[0].model.text).toBe("Looking\\u0000");
    // The object is kept as its JSON text, which parses back to exactly what the model sent.
    expect(JSON.parse(run.turns[0].model.calls[0].arguments as string)).toEqual({ key: "a\u0000b", "\ud800": 1 });
  });
});
