import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

// Issue 8, items 4 and 5, through a run and the worker: a workspace.search with `(a+)+$` over a line of
// 32 "a"s and a "!" (~40 s on a native RegExp) and a run_code that logs a large value 200 times (~30 s of
// context.dump outside the sandbox's 2 s limit, which lost the job's heartbeat and advanced it again). Now
// the run succeeds within this test's 20 s timeout, each call answered once, its job never retried.

type CallView = { tool: string | null; outcome: string; result: string };
type RunView = { status: string; output: string | null; turns: { calls: CallView[] }[] };

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Stalling tools agent", coding: true, toolCallBudget: 10 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

describe("a run whose calls stalled the worker", () => {
  it("searches with (a+)+$ and logs a large value 200 times, then answers: its job ran once", async () => {
    const bigLogs = "const big = []; for (let index = 0; index < 1e5; index++) big.push({ x: index }); for (let index = 0; index < 200; index++) console.log(big); 'logged'";
    const script = [
      { calls: [{ name: "workspace__write_file", arguments: { path: "a.txt", content: `${"a".repeat(32)}!\n` } }] },
      { calls: [{ name: "workspace__search", arguments: { query: "(a+)+$", regex: true } }, { name: "run_code", arguments: { code: bigLogs } }] },
      { text: "done" },
    ];
    const body = { agentId, kind: "direct", input: "Search, then compute.", model: { provider: "scripted", script } };
    const created = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
    expect(created.status).toBe(202);
    expect(await waitForRunStatus(prisma, created.body.id, ["succeeded", "failed"], 15_000)).toBe("succeeded");
    const run = await read<RunView>(await getRun(apiRequest(`/v1/runs/${created.body.id}`, { token: team.editorToken }), params({ id: created.body.id })));
    expect(run.body.output).toBe("done");
    const [searched, computed] = run.body.turns[1].calls;
    expect(searched).toMatchObject({ tool: "workspace.search", outcome: "ok", result: expect.stringContaining('No line in the workspace matches "(a+)+$".') });
    expect(computed).toMatchObject({ tool: "run_code", outcome: "ok" });
    const jobs = await prisma.$queryRawUnsafe<{ retry_count: number; state: string }[]>(
      "SELECT retry_count, state::text AS state FROM pgboss.job WHERE singleton_key = $1",
      created.body.id,
    );
    expect(jobs).toEqual([{ retry_count: 0, state: "completed" }]);
  }, 20_000);
});
