import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { GET as getBuiltInTool } from "@/app/v1/tools/built-in/[name]/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

// os.directory and os.read_enterprise through a run (POST /v1/runs, a worker, the scripted model): their
// answers, their read class under a read-only run credential (a task declaring no writing os.* tool),
// their retry class (safe: a repeat answers the same and changes nothing), and the acting user's
// organisation (each run reads its own enterprise only).

type CallRecord = { name: string; tool: string | null; outcome: string; code: string | null; result: string | null };
type RunBody = { status: string; turns: { calls: CallRecord[] }[] };

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let worker: RunningWorker;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  worker = await startWorker(prisma, testDatabaseUrl());
  await prisma.organisation.update({ where: { id: team.organisationId }, data: { mission: "Make warehouses safe.", goals: ["Zero injuries"] } });
  await prisma.organisation.update({ where: { id: otherTeam.organisationId }, data: { mission: "Their own mission." } });
  const role = await prisma.jobRole.create({ data: { organisationId: team.organisationId, name: "Release manager" } });
  await prisma.user.update({ where: { id: team.editor.id }, data: { name: "Ada Lovelace", jobRoleIds: [role.id] } });
  await prisma.jobRole.create({ data: { organisationId: otherTeam.organisationId, name: "Foreign role" } });
});

afterAll(async () => {
  await worker.stop();
});

/** A run of a fresh agent of `of`, started by its editor, with a task declaring `tools`. */
async function runCalls(of: Team, tools: string[], calls: [string, Record<string, unknown>][]): Promise<CallRecord[]> {
  const agent = await prisma.agent.create({ data: { organisationId: of.organisationId, name: "Planner" } });
  const task = await prisma.task.create({ data: { organisationId: of.organisationId, name: `Read the enterprise ${Math.random()}`, tools } });
  const script = [...calls.map(([name, input]) => ({ calls: [{ name, arguments: input }] })), { text: "done" }];
  const body = { agentId: agent.id, taskId: task.id, kind: "direct", input: "Where do we stand?", model: { provider: "scripted", script } };
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: of.editorToken, body }), noParams));
  expect(started.status).toBe(202);
  expect(await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"])).toBe("succeeded");
  const run = await read<RunBody>(await getRun(apiRequest(`/v1/runs/${started.body.id}`, { token: of.editorToken }), params({ id: started.body.id })));
  return run.body.turns.flatMap((turn) => turn.calls);
}

/** No writing os.* tool: the run credential is read-only. */
const READ_ONLY_TASK = ["os.directory", "os.read_enterprise", "os.get_context"];

describe("os.directory and os.read_enterprise in a run", () => {
  it("answer under a read-only credential, where a write tool would be refused", async () => {
    const calls = await runCalls(team, [...READ_ONLY_TASK, "memory.train"], [
      ["os__read_enterprise", {}],
      ["os__directory", { query: "release" }],
      ["memory__train", { layer: "task", content: "A note." }],
    ]);
    expect(calls.map((call) => [call.tool, call.outcome, call.code])).toEqual([
      ["os.read_enterprise", "ok", null],
      ["os.directory", "ok", null],
      ["memory.train", "tool_error", "read_only_credential"],
    ]);
    expect(calls[0]!.result).toContain('"mission": "Make warehouses safe."');
    expect(calls[1]!.result).toContain('"name":"Ada Lovelace"');
    expect(calls[1]!.result).toContain('"roles":[{"id"');
  });

  it("are declared read and safe, and a repeat answers the same", async () => {
    for (const name of ["os.directory", "os.read_enterprise"]) {
      const info = await read<{ access: string; retry: string }>(await getBuiltInTool(apiRequest(`/v1/tools/built-in/${name}`, { token: team.editorToken }), params({ name })));
      expect(info.body).toMatchObject({ access: "read", retry: "safe" });
    }
    const calls = await runCalls(team, READ_ONLY_TASK, [["os__directory", {}], ["os__directory", {}], ["os__read_enterprise", {}], ["os__read_enterprise", {}]]);
    const body = (call: CallRecord) => call.result!.replace(/\n\nremaining_tool_calls: \d+$/, "");
    expect(body(calls[1]!)).toBe(body(calls[0]!));
    expect(body(calls[3]!)).toBe(body(calls[2]!));
  });

  it("read the acting user's organisation only", async () => {
    const calls = await runCalls(otherTeam, READ_ONLY_TASK, [["os__read_enterprise", {}], ["os__directory", { limit: 200 }]]);
    expect(calls.every((call) => call.outcome === "ok")).toBe(true);
    const text = calls.map((call) => call.result).join("\n");
    expect(text).toContain("Their own mission.");
    expect(text).toContain("Foreign role");
    expect(text).not.toContain("Make warehouses safe.");
    expect(text).not.toContain("Ada Lovelace");
    expect(text).not.toContain("Release manager");
  });
});
