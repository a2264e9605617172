import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// One run over HTTP, as a client sees it: a model saves a script with parameters, calls it in a later turn
// as a tool of its own (seed "tools in a run": "A script with parameters is also offered as a tool of its
// own while script_run is offered"), then through script_run — "A script_run call also records exit_code".

type CallView = { name: string; tool: string | null; outcome: string; code: string | null; result: string; metadata: Record<string, unknown> };
type RunView = { status: string; output: string | null; turns: { calls: CallView[] }[] };

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Scripting agent", toolCallBudget: 10, bindings: { script: true } } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const double = {
  name: "double",
  description: "Doubles a number.",
  source: "console.log('doubling', input.n);\n({ doubled: input.n * 2 })",
  parameters: { type: "object", properties: { n: { type: "number", description: "The number to double." } }, required: ["n"] },
};
const explode = { name: "explode", description: "Always fails.", source: "throw new RangeError('out of range')" };

const script = [
  { calls: [{ name: "script_save", arguments: double }, { name: "script_save", arguments: explode }] },
  { calls: [{ name: "scripts__double", arguments: { n: 21 } }] },
  { calls: [{ name: "script_run", arguments: { name: "double", arguments: { n: 2 } } }, { name: "script_run", arguments: { name: "explode" } }] },
  { text: "42, 4, and one failure." },
];

describe("a run that saves a script and calls it", () => {
  it("offers the script as its own tool from the next turn, and records each script run's exit code", async () => {
    const body = { agentId, kind: "direct", input: "Double things.", model: { provider: "scripted", script } };
    const created = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
    expect(created.status).toBe(202);
    expect(await waitForRunStatus(prisma, created.body.id, ["succeeded", "failed"])).toBe("succeeded");

    const { body: run } = await read<RunView>(await getRun(apiRequest(`/v1/runs/${created.body.id}`, { token: team.editorToken }), params({ id: created.body.id })));
    expect(run.output).toBe("42, 4, and one failure.");
    const [saves, own, runs] = run.turns.map((turn) => turn.calls);

    expect(saves.map((call) => [call.tool, call.outcome])).toEqual([["script_save", "ok"], ["script_save", "ok"]]);
    for (const call of saves) expect(call.metadata).not.toHaveProperty("exit_code");

    expect(own[0]).toMatchObject({ name: "scripts__double", tool: "scripts.double", outcome: "ok", code: null });
    expect(own[0].metadata).toMatchObject({ tool_name: "scripts.double", exit_code: 0 });
    expect(own[0].result).toContain('"value": {\n    "doubled": 42\n  }');
    expect(own[0].result).toContain('"doubling 21"');

    expect(runs[0]).toMatchObject({ tool: "script_run", outcome: "ok" });
    expect(runs[0].metadata).toMatchObject({ exit_code: 0 });
    expect(runs[0].result).toContain('"doubled": 4');
    expect(runs[1]).toMatchObject({ tool: "script_run", outcome: "tool_error", code: "script_failed" });
    expect(runs[1].metadata).toMatchObject({ exit_code: 1 });
    expect(runs[1].result).toMatch(/^ERROR: script_failed: the script "explode" failed with exit code 1: RangeError: out of range/);

    // The offer is re-read every turn: the script's tool is there only once the script exists.
    const offers = await prisma.turn.findMany({ where: { runId: created.body.id }, orderBy: { index: "asc" }, select: { offer: true } });
    const names = offers.map((turn) => (turn.offer as { name: string }[]).map((tool) => tool.name));
    expect(names[0]).toContain("script_run");
    expect(names[0]).not.toContain("scripts__double");
    expect(names[1]).toContain("scripts__double");
    expect(names[1]).not.toContain("scripts__explode");
  });
});
