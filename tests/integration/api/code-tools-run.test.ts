import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postAgent } from "@/app/v1/agents/route";
import { GET as offer } from "@/app/v1/runs/[id]/offer/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Runs through the API and a worker for an agent with config.coding on: the five code tools are offered, and
// write_file exports a stored result of an earlier run of the same conversation (seed "tool rules", Exporting
// stored text) — a script cannot know a ref before it exists, so the ref comes from the first run's record.

const prisma = testPrisma();
let team: Team;
let worker: RunningWorker;

type CallRecord = { name: string; tool: string | null; outcome: string; code: string | null; result: string | null; ref: string | null; metadata: Record<string, unknown> };
type Run = { status: string; conversationId: string; output: string | null; turns: { calls: CallRecord[] }[] };

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

async function runScript(agentId: string, script: unknown[], conversationId?: string): Promise<{ id: string; run: Run }> {
  const body = { agentId, kind: "direct", input: "Work.", model: { provider: "scripted", script }, ...(conversationId === undefined ? {} : { conversationId }) };
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
  expect(started.status).toBe(202);
  await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"]);
  const run = await read<Run>(await getRun(apiRequest(`/v1/runs/${started.body.id}`, { token: team.editorToken }), params({ id: started.body.id })));
  return { id: started.body.id, run: run.body };
}

const turn = (name: string, calledWith: Record<string, unknown>) => ({ calls: [{ name, arguments: calledWith }] });

describe("a coding agent's run", () => {
  it("exports an earlier stored result to a file, reads and edits it, and computes over the result with run_code", async () => {
    const agentId = await createAgent({ name: "Coder", flags: { coding: true } });
    const first = await runScript(agentId, [turn("os__list_built_in_tools", { family: "Workspace" }), { text: "Listed." }]);
    const [listed] = first.run.turns[0].calls;
    expect(listed).toMatchObject({ tool: "os.list_built_in_tools", outcome: "ok", ref: expect.stringMatching(/^res_/) });
    const ref = listed.ref as string;

    const { id, run } = await runScript(
      agentId,
      [
        turn("write_file", { path: "notes/first-tool.txt", _toolResultContext: { sources: [{ ref, field: ["tools", "0", "name"] }] } }),
        turn("read_file", { path: "notes/first-tool.txt" }),
        turn("edit_file", { path: "notes/first-tool.txt", edits: [{ oldText: "read_file", newText: "list_dir" }] }),
        turn("run_code", { code: "JSON.parse(toolResults[0]).tools.filter((tool) => tool.status === input.status).length", toolResults: [ref], input: { status: "available" } }),
        turn("write_file", { path: "refused.txt", _toolResultContext: { sources: [{ ref: "res_made_up" }] } }),
        { text: "Done." },
      ],
      first.run.conversationId,
    );
    expect(run).toMatchObject({ status: "succeeded", output: "Done.", conversationId: first.run.conversationId });
    const calls = run.turns.flatMap((each) => each.calls);
    expect(calls.map((call) => [call.name, call.outcome, call.code])).toEqual([
      ["write_file", "ok", null],
      ["read_file", "ok", null],
      ["edit_file", "ok", null],
      ["run_code", "ok", null],
      ["write_file", "tool_error", "result_not_found"],
    ]);
    const [written, readBack, edited, computed, refused] = calls;
    expect(written.result).toContain(`"exportedFrom": "${ref}"`);
    expect(readBack.result).toMatch(/^1\tworkspace\.read_file\n\nremaining_tool_calls: \d+$/);
    expect(edited.result).toContain("-workspace.read_file\n+workspace.list_dir");
    // The seven workspace.* tools with handlers; git_commit and git_push stay planned.
    expect(computed.result).toContain('"value": 7');
    expect(computed.metadata).toMatchObject({ exit_code: 0 });
    expect(refused.result).toMatch(/^ERROR: result_not_found: no stored result of this conversation has that ref\./);
    expect(await prisma.workspaceFile.findMany({ where: { agentId }, select: { path: true, content: true } })).toEqual([
      { path: "notes/first-tool.txt", content: "workspace.list_dir" },
    ]);

    const offered = await read<{ tools: { name: string }[] }>(await offer(apiRequest(`/v1/runs/${id}/offer`, { token: team.editorToken }), params({ id })));
    expect(offered.body.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(["read_file", "write_file", "edit_file", "list_files", "run_code"]));
  });

  it("offers no code tool to an agent whose coding flag is not on", async () => {
    const agentId = await createAgent({ name: "Not a coder" });
    const { run } = await runScript(agentId, [turn("write_file", { path: "a.txt", content: "x" }), { text: "Done." }]);
    expect(run.turns[0].calls[0]).toMatchObject({ outcome: "handed_back", code: "not_offered" });
    expect(await prisma.workspaceFile.count({ where: { agentId } })).toBe(0);
  });
});

describe("a turn with a refused export (seed \"tool rules\": refused before any file in the batch is written)", () => {
  it("answers the refused export, writes no file of the batch, and runs the turn's other tools", async () => {
    const agentId = await createAgent({ name: "Batch coder", flags: { coding: true } });
    const batch = {
      calls: [
        { name: "write_file", arguments: { path: "a.txt", content: "fine on its own" } },
        { name: "write_file", arguments: { path: "b.txt", _toolResultContext: { sources: [{ ref: "res_made_up" }] } } },
        { name: "list_files", arguments: {} },
      ],
    };
    const { run } = await runScript(agentId, [batch, { text: "done" }]);
    const [plain, exported, listing] = run.turns[0].calls;
    expect(exported).toMatchObject({ outcome: "tool_error", code: "result_not_found" });
    expect(exported.result).toMatch(/^ERROR: result_not_found: /);
    expect(plain).toMatchObject({ outcome: "not_run", code: "not_run" });
    expect(plain.result).toMatch(/^Not run: another file write of this turn was refused/);
    expect(listing.outcome).toBe("ok");
    expect(await prisma.workspaceFile.count({ where: { agentId } })).toBe(0);
  });
});
