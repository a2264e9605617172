import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postAgent } from "@/app/v1/agents/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { POST as postSecret } from "@/app/v1/secrets/route";
import { POST as postTask } from "@/app/v1/tasks/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { jsonCredential, leakedPieces, pemKey } from "../../support/secret-samples";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 8, items 1 and 3, through POST /v1/runs and a worker against real PostgreSQL: a PEM key and a JSON
// credential stored as secrets never come back in any form from what the tools answer — note_read,
// record_get, script_read, read_file and workspace.read_file (line by line), run_code and script_run logs
// (JSON-escaped twice) — neither in the run's call records nor in the stored results; a search for a value's
// first characters reads as a wrong guess; a 7-character value is refused. (What the model itself wrote, its
// call arguments, is item 2's and not checked here.)

const prisma = testPrisma();
let team: Team;
let worker: RunningWorker;

type CallRecord = { name: string; outcome: string; code: string | null; result: string | null; metadata: Record<string, unknown> };
type Run = { status: string; conversationId: string; turns: { calls: CallRecord[] }[] };

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const asAdmin = (path: string, body: unknown) => apiRequest(path, { token: team.adminToken, body });
const turn = (name: string, calledWith: Record<string, unknown>) => ({ calls: [{ name, arguments: calledWith }] });

async function runScript(agentId: string, script: unknown[], taskId?: string): Promise<{ id: string; run: Run }> {
  const body = { agentId, kind: "direct", input: "Work.", model: { provider: "scripted", script }, ...(taskId === undefined ? {} : { taskId }) };
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
  expect(started.status).toBe(202);
  await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"]);
  const run = await read<Run>(await getRun(apiRequest(`/v1/runs/${started.body.id}`, { token: team.editorToken }), params({ id: started.body.id })));
  return { id: started.body.id, run: run.body };
}

/** Everything the run answered and stored for its calls: results, errors, and the stored result rows. */
async function answeredText(id: string, run: Run): Promise<string> {
  const calls = run.turns.flatMap((each) => each.calls);
  const stored = await prisma.storedResult.findMany({ where: { runId: id }, select: { text: true } });
  return [...calls.map((call) => `${call.result ?? ""}\n${String(call.metadata.error ?? "")}`), ...stored.map((row) => row.text)].join("\n");
}

const fileText = `credentials:\n${pemKey}\nservice: ${jsonCredential}\nport: 8080\n`;

describe("a run reading back a PEM key and a JSON credential after they became secrets", () => {
  it("refuses a 7-character secret and stores the two real ones", async () => {
    const short = await read<{ error: { code: string; details: { path: string }[] } }>(await postSecret(asAdmin("/v1/secrets", { name: "SHORT", value: "1234567" }), noParams));
    expect(short.status).toBe(422);
    expect(short.body.error).toMatchObject({ code: "invalid_request", details: [{ path: "value" }] });
    for (const [name, value] of [["SIGNING_KEY", pemKey], ["SERVICE_ACCOUNT", jsonCredential]]) {
      expect((await postSecret(asAdmin("/v1/secrets", { name, value }), noParams)).status).toBe(201);
    }
  });

  it("answers every tool that reads them back without any piece of either value", async () => {
    const agent = await read<{ id: string }>(await postAgent(asAdmin("/v1/agents", { name: "Keeper", flags: { coding: true }, bindings: { note: true, record: true, script: true } }), noParams));
    const agentId = agent.body.id;
    const source = `console.log(JSON.stringify({ credential: ${JSON.stringify(jsonCredential)} }));\nconsole.log(${JSON.stringify(pemKey)});\n({ key: ${JSON.stringify(pemKey)} })`;
    const first = await runScript(agentId, [
      turn("write_file", { path: "keys/service.txt", content: fileText }),
      turn("read_file", { path: "keys/service.txt" }),
      turn("read_file", { path: "keys/service.txt", offset: 2, limit: 1 }),
      turn("note_write", { title: "Keys", content: `${pemKey}\n${jsonCredential}` }),
      turn("note_read", { title: "Keys" }),
      turn("note_list", {}),
      turn("record_create", { collection: "vault", data: { key: pemKey, credential: jsonCredential, carried: JSON.stringify({ credential: jsonCredential }) } }),
      turn("script_save", { name: "sign", description: "Prints the keys.", source }),
      turn("script_read", { name: "sign" }),
      turn("script_run", { name: "sign" }),
      turn("run_code", { code: "console.log(JSON.stringify({ credential: input.credential })); console.log(input.key); ({ carried: JSON.stringify(input) })", input: { key: pemKey, credential: jsonCredential } }),
      { text: "Done." },
    ]);
    const calls = first.run.turns.flatMap((each) => each.calls);
    expect(calls.map((call) => [call.name, call.outcome])).toEqual(
      ["write_file", "read_file", "read_file", "note_write", "note_read", "note_list", "record_create", "script_save", "script_read", "script_run", "run_code"].map((name) => [name, "ok"]),
    );
    expect(first.run.status).toBe("succeeded");
    expect(leakedPieces(await answeredText(first.id, first.run))).toEqual([]);
    const [, wholeFile, oneLine] = calls;
    expect(wholeFile.result).toContain("2\t[REDACTED]");
    expect(wholeFile.result).toContain("8\tport: 8080");
    expect(oneLine.result).toMatch(/^3\t\n\[5 more lines of 8: read on with offset 3\]/);

    const record = await prisma.agentRecord.findFirstOrThrow({ where: { agentId, collection: "vault" }, select: { id: true } });
    const task = await read<{ id: string }>(
      await postTask(asAdmin("/v1/tasks", { name: "Read the keys", tools: ["workspace.read_file", "workspace.search", "record_get", "record_list", "note_list"] }), noParams),
    );
    expect(task.status).toBe(201);
    const second = await runScript(
      agentId,
      [
        turn("workspace__read_file", { path: "keys/service.txt" }),
        turn("record_get", { collection: "vault", id: record.id }),
        turn("workspace__search", { query: "MIIEvQIBADAN" }),
        turn("workspace__search", { query: "QQQEvQIBADAN" }),
        turn("note_list", { query: "cs-7Hq2" }),
        turn("note_list", { query: "cs-0000" }),
        turn("record_list", { collection: "vault", where: { credential: jsonCredential } }),
        turn("record_list", { collection: "vault", where: { credential: "a wrong guess" } }),
        { text: "Done." },
      ],
      task.body.id,
    );
    const read2 = second.run.turns.flatMap((each) => each.calls);
    expect(read2.map((call) => [call.name, call.outcome])).toEqual(
      ["workspace__read_file", "record_get", "workspace__search", "workspace__search", "note_list", "note_list", "record_list", "record_list"].map((name) => [name, "ok"]),
    );
    // A search's answer names the query the model sent; that echo is the model's own guess, nothing it learnt.
    const echoes = ['"MIIEvQIBADAN"', '"cs-7Hq2"'];
    const answered = echoes.reduce((text, echo) => text.split(echo).join(""), await answeredText(second.id, second.run));
    expect(leakedPieces(answered)).toEqual([]);
    const results = read2.map((call) => (call.result ?? "").replace(/\n\nremaining_tool_calls: \d+.*$/s, ""));
    expect(results[2]).toBe('No line in the workspace matches "MIIEvQIBADAN".');
    expect(results[3]).toBe('No line in the workspace matches "QQQEvQIBADAN".');
    expect(results[4]).toBe('None of your notes contains "cs-7Hq2".');
    expect(results[5]).toBe('None of your notes contains "cs-0000".');
    expect(results[6]).toMatch(/^No record of your collection "vault" matches/);
    expect(results[7]).toMatch(/^No record of your collection "vault" matches/);
  });
});
