import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { POST as postSecret } from "@/app/v1/secrets/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

// Issue 21, item 1, through a run and the worker with the scripted model: workspace.run_command's answers go
// through the result pipeline (exit code in the call's metadata, the secret redacted, the trailer); a
// failing command is an answer the run carries on from; a command stopped at its limit is a tool error,
// attempted once — run_command is unsafe, never repeated — and what it did before is kept once.

type CallView = { tool: string | null; outcome: string; code: string | null; result: string; metadata: Record<string, unknown> };
type RunView = { status: string; output: string | null; turns: { calls: CallView[] }[] };

const DEPLOY_TOKEN = "dpl-7Hq2-s3cr3t-deploy-token-value";
const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Command agent", coding: true, toolCallBudget: 10 } })).id;
  const secret = await postSecret(apiRequest("/v1/secrets", { token: team.adminToken, body: { name: "DEPLOY_TOKEN", value: DEPLOY_TOKEN } }), noParams);
  expect(secret.status).toBe(201);
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const call = (command: string, more: Record<string, unknown> = {}) => ({ calls: [{ name: "workspace__run_command", arguments: { command, ...more } }] });

describe("workspace.run_command in a run", () => {
  it("answers echo and a failing command, stops a command past its limit once, and keeps its files", async () => {
    const script = [
      { calls: [{ name: "workspace__write_file", arguments: { path: "notes.txt", content: "first line\n" } }] },
      call(`cat notes.txt; echo second line >> notes.txt; echo "${DEPLOY_TOKEN}" >&2`),
      call("echo broken >&2; exit 2"),
      call("echo attempt >> attempts.txt; sleep 30", { timeoutSeconds: 1 }),
      { text: "done" },
    ];
    const body = { agentId, kind: "direct", input: "Run the commands.", model: { provider: "scripted", script } };
    const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
    expect(started.status).toBe(202);
    await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"], 30_000);
    const run = (await read<RunView>(await getRun(apiRequest(`/v1/runs/${started.body.id}`, { token: team.editorToken }), params({ id: started.body.id })))).body;
    expect(run).toMatchObject({ status: "succeeded", output: "done" });
    const [, echoed, failed, stopped] = run.turns.flatMap((turn) => turn.calls);
    expect(echoed).toMatchObject({ tool: "workspace.run_command", outcome: "ok", metadata: { exit_code: 0, attempts: 1 } });
    expect(echoed.result).toMatch(/^exit code: 0\nstdout:\nfirst line\n\nstderr:\n\[REDACTED\]\n\nfiles written: notes\.txt\n\n[^]*remaining_tool_calls: \d+$/);
    expect(JSON.stringify(run)).not.toContain(DEPLOY_TOKEN);
    expect(failed).toMatchObject({ outcome: "ok", metadata: { exit_code: 2, attempts: 1 } });
    expect(failed.result).toMatch(/^exit code: 2\nstdout: \(empty\)\nstderr:\nbroken\n/);
    expect(stopped).toMatchObject({ outcome: "tool_error", code: "command_timed_out", metadata: { attempts: 1 } });
    expect(stopped.result).toMatch(/^ERROR: command_timed_out: the command ran past its time limit of 1000 ms/);
    const files = await prisma.workspaceFile.findMany({ where: { agentId }, orderBy: { path: "asc" }, select: { path: true, content: true } });
    expect(files).toEqual([
      { path: "attempts.txt", content: "attempt\n" },
      { path: "notes.txt", content: "first line\nsecond line\n" },
    ]);
  }, 60_000);
});
