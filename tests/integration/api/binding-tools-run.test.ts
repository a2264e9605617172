import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postAgent } from "@/app/v1/agents/route";
import { GET as offer } from "@/app/v1/runs/[id]/offer/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// One run through the API and a worker: an agent with the note, record, memory and secret bindings on calls
// the binding tools by their own names, memory.ask finds what memory_write stored (one memory store), and
// report_issue is offered to every run (seed "tools in a run", What a run offers).

const prisma = testPrisma();
let team: Team;
let worker: RunningWorker;

type CallRecord = { name: string; tool: string | null; outcome: string; code: string | null; result: string | null };
type Run = { status: string; output: string | null; turns: { calls: CallRecord[] }[] };

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

async function createAgent(body: Record<string, unknown>): Promise<string> {
  const created = await read<{ id: string }>(await postAgent(apiRequest("/v1/agents", { token: team.adminToken, body }), noParams));
  expect(created.status).toBe(201);
  return created.body.id;
}

async function runScript(agentId: string, script: unknown[]): Promise<{ id: string; run: Run }> {
  const started = await read<{ id: string }>(
    await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, kind: "direct", input: "Work.", model: { provider: "scripted", script } } }), noParams),
  );
  expect(started.status).toBe(202);
  await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"]);
  const run = await read<Run>(await getRun(apiRequest(`/v1/runs/${started.body.id}`, { token: team.editorToken }), params({ id: started.body.id })));
  return { id: started.body.id, run: run.body };
}

const turn = (name: string, calledWith: Record<string, unknown>) => ({ calls: [{ name, arguments: calledWith }] });

describe("a run with the note, record, memory and secret bindings on", () => {
  it("calls the binding tools, finds the written memory with memory.ask, and reports an issue", async () => {
    const agentId = await createAgent({ name: "Bound agent", bindings: { note: true, record: true, memory: true, secret: true } });
    const { id, run } = await runScript(agentId, [
      turn("note_write", { title: "Plan", content: "Ship on Friday." }),
      turn("note_read", { title: "Plan" }),
      turn("record_create", { collection: "leads", data: { name: "Ada", stage: "new" } }),
      turn("memory_write", { content: "The finance team closes the books on the 25th.", topic: "finance" }),
      turn("memory__ask", { queries: ["When are the books closed?"] }),
      turn("report_issue", { title: "No CRM access", details: "The leads live only in records for now.", severity: "low" }),
      { text: "Done." },
    ]);
    const calls = run.turns.flatMap((each) => each.calls);
    expect(calls.map((call) => [call.name, call.tool, call.outcome, call.code])).toEqual([
      ["note_write", "note_write", "ok", null],
      ["note_read", "note_read", "ok", null],
      ["record_create", "record_create", "ok", null],
      ["memory_write", "memory_write", "ok", null],
      ["memory__ask", "memory.ask", "ok", null],
      ["report_issue", "report_issue", "ok", null],
    ]);
    expect(run).toMatchObject({ status: "succeeded", output: "Done." });
    const [written, readBack, created, remembered, asked, reported] = calls.map((call) => call.result ?? "");
    expect(written).toContain('"status": "created"');
    expect(readBack).toContain('"content": "Ship on Friday."');
    expect(created).toContain('"name": "Ada"');
    expect(remembered).toContain('"layer": "agent"');
    expect(asked).toContain('"layer": "agent"');
    expect(asked).toContain("The finance team closes the books on the 25th.");
    expect(reported).toContain('"status": "reported"');
    expect(await prisma.issueReport.count({ where: { runId: id, agentId, severity: "low" } })).toBe(1);

    const offered = await read<{ tools: { name: string }[] }>(await offer(apiRequest(`/v1/runs/${id}/offer`, { token: team.editorToken }), params({ id })));
    const names = offered.body.tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(["note_write", "record_list", "memory_write", "secret_request", "report_issue"]));
    // group_post has no handler: a planned tool is never offered.
    expect(names).not.toContain("group_post");
  });

  it("offers none of them to an agent whose bindings are off, except report_issue", async () => {
    const agentId = await createAgent({ name: "Unbound agent" });
    const { run } = await runScript(agentId, [
      { calls: [{ name: "note_write", arguments: { title: "Plan", content: "x" } }, { name: "report_issue", arguments: { title: "t", details: "d" } }] },
      { text: "Done." },
    ]);
    const [noteWrite, reportIssue] = run.turns[0].calls;
    expect(noteWrite).toMatchObject({ outcome: "handed_back", code: "not_offered", result: expect.stringContaining("ERROR: tool note_write is not offered this run") });
    expect(reportIssue).toMatchObject({ outcome: "ok" });
    expect(await prisma.note.count({ where: { agentId } })).toBe(0);
  });
});
