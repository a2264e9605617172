// Two runs of one conversation over HTTP: the first calls a tool whose result is stored; the second reads
// the transcript back and reopens that result by its ref (seed "tool rules", Reading stored results and
// Reading earlier turns). A scripted model cannot know the ref in advance, so run 2's script is built
// from the database after run 1.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { withoutTrailer } from "@/lib/runtime/results/trailer";
import type { RunView } from "@/lib/server/runs/serialize-run";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

const prisma = testPrisma();
let team: Team;
let agentId: string;
let taskId: string;
let worker: RunningWorker;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Memory agent", toolCallBudget: 10 } })).id;
  // A task that declares none of the run's own tools: they are offered all the same (ONE-PRODUCT "Offer").
  taskId = (await prisma.task.create({ data: { organisationId: team.organisationId, name: "Context task", tools: ["os.set_context", "os.get_context"] } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

async function startRun(body: Record<string, unknown>) {
  const { status, body: run } = await read<{ id: string; conversationId: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, kind: "direct", ...body } }), noParams));
  expect(status).toBe(202);
  expect(await waitForRunStatus(prisma, run.id, ["succeeded", "failed"])).toBe("succeeded");
  return run;
}

async function runView(id: string): Promise<RunView> {
  return (await read<RunView>(await getRun(apiRequest(`/v1/runs/${id}`, { token: team.editorToken }), params({ id })))).body;
}

describe("a later run of a conversation reads an earlier one back", () => {
  it("reads the transcript of run 1, then reopens its stored result by ref", async () => {
    const first = await startRun({
      taskId,
      input: "Remember the customer.",
      model: { provider: "scripted", script: [{ calls: [{ name: "os__set_context", arguments: { key: "customer", value: "Ada Lovelace" } }] }, { text: "Saved." }] },
    });
    const stored = await prisma.toolCall.findFirstOrThrow({ where: { runId: first.id, name: "os__set_context" }, select: { ref: true } });
    const ref = stored.ref!;

    const second = await startRun({
      taskId,
      conversationId: first.conversationId,
      input: "Who was the customer?",
      model: {
        provider: "scripted",
        script: [{ calls: [{ name: "read_transcript", arguments: {} }] }, { calls: [{ name: "read_tool_result", arguments: { ref } }] }, { text: "Ada Lovelace." }],
      },
    });
    expect(second.conversationId).toBe(first.conversationId);

    const view = await runView(second.id);
    const [transcriptCall, readCall] = view.turns.flatMap((turn) => turn.calls);
    expect([transcriptCall.outcome, readCall.outcome]).toEqual(["ok", "ok"]);
    expect(view.output).toBe("Ada Lovelace.");

    // The stamped result: the tool's JSON, then the trailer.
    const transcript = JSON.parse(withoutTrailer(transcriptCall.result!));
    expect(transcript).toMatchObject({ earlierTurns: 1, truncated: false });
    expect(transcript.turns).toEqual([
      {
        turn: 1,
        startedAt: expect.any(String),
        status: "succeeded",
        person: "Remember the customer.",
        assistant: ["Saved."],
        calls: [{ name: "os__set_context", arguments: '{"key":"customer","value":"Ada Lovelace"}', ref }],
      },
    ]);
    // The asking run is left out: its own words are nowhere in the transcript.
    expect(transcriptCall.result).not.toContain("Who was the customer?");

    const window = JSON.parse(withoutTrailer(readCall.result!));
    expect(window).toMatchObject({ ref, offset: 0, nextOffset: null });
    expect(JSON.parse(window.text)).toMatchObject({ key: "customer", replaced: false });
  });
});

describe("searching a stored result and the catalogue tools, through a run", () => {
  it("finds words in an earlier result with a typo, lists and searches tools, and returns schemas with missing names", async () => {
    const first = await startRun({
      taskId,
      input: "Store the policy.",
      model: {
        provider: "scripted",
        script: [
          { calls: [{ name: "os__set_context", arguments: { key: "policy", value: "Claims are paid monthly. The reimbursement deadline is thirty days after travel." } }] },
          { calls: [{ name: "os__get_context", arguments: { key: "policy" } }] },
          { text: "Stored." },
        ],
      },
    });
    const stored = await prisma.toolCall.findFirstOrThrow({ where: { runId: first.id, name: "os__get_context" }, select: { ref: true } });
    const ref = stored.ref!;
    const second = await startRun({
      taskId,
      conversationId: first.conversationId,
      input: "When is the deadline?",
      model: {
        provider: "scripted",
        script: [
          {
            calls: [
              // The seed's own call shape (seed "tool rules", Searching a stored result), with its typo.
              { name: "search_tool_results", arguments: { refs: [ref], query: "reimbursment deadline", match: "fuzzy", contextChars: 200, maxChars: 4000 } },
              { name: "list_tools", arguments: { prefix: "os__" } },
              { name: "search_tools", arguments: { queries: ["context value", "read a stored result"] } },
              { name: "get_tool_schema", arguments: { names: ["os__get_context", "os__no_such_tool"] } },
            ],
          },
          { text: "Thirty days." },
        ],
      },
    });
    const [search, listed, searched, schemas] = (await runView(second.id)).turns[0].calls;
    expect([search, listed, searched, schemas].map((call) => call.outcome)).toEqual(["ok", "ok", "ok", "ok"]);
    const found = JSON.parse(withoutTrailer(search.result!));
    expect(found.windows[0]).toMatchObject({ ref });
    expect(found.windows[0].text).toContain("reimbursement deadline");
    // The offer of a task run: the task's two tools (and the run's own, under another prefix).
    expect(JSON.parse(withoutTrailer(listed.result!)).tools.map((tool: { name: string }) => tool.name)).toEqual(["os__set_context", "os__get_context"]);
    expect(JSON.parse(withoutTrailer(searched.result!)).results.map((result: { query: string }) => result.query)).toEqual(["context value", "read a stored result"]);
    const schema = JSON.parse(withoutTrailer(schemas.result!));
    expect(schema.tools[0]).toMatchObject({ modelName: "os__get_context", offered: true });
    expect(schema.missing[0]).toMatchObject({ name: "os__no_such_tool", hint: expect.stringContaining("search_tools") });
  });
});
