import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

// Seed "tool rules", Argument repair, end to end: a scripted model sends the wrappers models get wrong, the
// run records the repaired arguments and what was repaired, and GET /v1/runs/:id shows both.

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

type CallRecord = { name: string; arguments: unknown; outcome: string; code: string | null; result: string | null; repairs: string[] };
type RunAnswer = { status: string; output: string | null; turns: { calls: CallRecord[] }[] };

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Repair agent", toolCallBudget: 10 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

/** Starts a run through the public API, waits for it to end, and reads it back the same way. */
async function runToTheEnd(script: unknown[]): Promise<RunAnswer> {
  const body = { agentId, kind: "direct", input: "Ask memory.", model: { provider: "scripted", script } };
  const created = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
  expect(created.status).toBe(202);
  await waitForRunStatus(prisma, created.body.id, ["succeeded", "failed"]);
  const answer = await read<RunAnswer>(await getRun(apiRequest(`/v1/runs/${created.body.id}`, { token: team.editorToken }), params({ id: created.body.id })));
  expect(answer.status).toBe(200);
  return answer.body;
}

describe("argument repair in a run", () => {
  it("runs memory.ask with a list sent as JSON text and a bare question, each repaired and recorded", async () => {
    const run = await runToTheEnd([
      {
        calls: [
          { name: "memory__ask", arguments: { queries: '["when do deploys happen", "who owns billing"]' } },
          { name: "memory__ask", arguments: '{"queries": "single question"}' },
        ],
      },
      { text: "Memory holds nothing on that." },
    ]);
    expect(run).toMatchObject({ status: "succeeded", output: "Memory holds nothing on that." });
    const [listed, bare] = run.turns[0].calls;
    expect(listed).toMatchObject({
      outcome: "ok",
      arguments: { queries: ["when do deploys happen", "who owns billing"] },
      repairs: ["queries: a list sent as JSON text was parsed"],
    });
    expect(bare).toMatchObject({ outcome: "ok", arguments: { queries: ["single question"] }, repairs: ["queries: a single value was wrapped in a list"] });
  });

  it("hands back what no rule can read one way as sent, and a repaired call that still does not fit as repaired", async () => {
    const sixQuestions = ["a", "b", "c", "d", "e", "f"];
    const run = await runToTheEnd([
      {
        calls: [
          { name: "memory__ask", arguments: { queries: { question: "when do deploys happen" } } },
          { name: "memory__ask", arguments: { queries: JSON.stringify(sixQuestions) } },
        ],
      },
      { text: "I could not ask." },
    ]);
    expect(run.status).toBe("succeeded");
    const [unread, tooMany] = run.turns[0].calls;
    expect(unread).toMatchObject({ outcome: "handed_back", code: "arguments_refused", arguments: { queries: { question: "when do deploys happen" } }, repairs: [] });
    expect(unread.result).toMatch(/^Refused: the arguments do not match/);
    expect(unread.result).toContain('"queries" must be a list.');
    expect(tooMany).toMatchObject({ outcome: "handed_back", code: "arguments_refused", arguments: { queries: sixQuestions }, repairs: ["queries: a list sent as JSON text was parsed"] });
    expect(tooMany.result).toMatch(/^Refused: the arguments do not match/);
    expect(tooMany.result).toContain('"queries"');
  });
});
