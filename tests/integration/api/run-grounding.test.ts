// Issue 22: GET /v1/runs/:id/grounding over a real run of the worker's loop. Run 1 of a conversation saves a
// ledger line; run 2 reads it (retrieved evidence: it was not run 2's own input), saves a code and reads it
// back (its own write input: never evidence), and fails a read of a key it names (a failed read: never evidence). The answer's
// claims are each marked, with where they were found; another organisation's run is the same 404 as none.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getGrounding } from "@/app/v1/runs/[id]/grounding/route";
import { POST as createRun } from "@/app/v1/runs/route";
import type { RunGrounding } from "@/lib/contracts/run-grounding";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

const prisma = testPrisma();
let team: Team;
let other: Team;
let agentId: string;
let taskId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  other = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Ledger agent", toolCallBudget: 20 } })).id;
  taskId = (await prisma.task.create({ data: { organisationId: team.organisationId, name: "Ledger task", tools: ["os.set_context", "os.get_context"] } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

async function startRun(body: Record<string, unknown>) {
  const { status, body: run } = await read<{ id: string; conversationId: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, taskId, kind: "direct", ...body } }), noParams));
  expect(status).toBe(202);
  expect(await waitForRunStatus(prisma, run.id, ["succeeded", "failed"])).toBe("succeeded");
  return run;
}

describe("GET /v1/runs/:id/grounding", () => {
  it("counts what the model read, marks every other claim, and says where each was found", async () => {
    const first = await startRun({
      input: "Keep the ledger line.",
      model: { provider: "scripted", script: [{ calls: [{ name: "os__set_context", arguments: { key: "ledger", value: "Total settled: 4,210 by Ada Lovelace." } }] }, { text: "Kept." }] },
    });
    const answer = "The total was 4,210, settled by Ada Lovelace. The code is BRAVO-5521; key zz-9999 could not be read; profit was 7,777.";
    const second = await startRun({
      conversationId: first.conversationId,
      input: "What was settled, and by whom?",
      model: {
        provider: "scripted",
        script: [
          { calls: [{ name: "os__get_context", arguments: { key: "ledger" } }] },
          { calls: [{ name: "os__set_context", arguments: { key: "code", value: "BRAVO-5521" } }] },
          { calls: [{ name: "os__get_context", arguments: { key: "code" } }] },
          { calls: [{ name: "os__get_context", arguments: { key: "zz-9999" } }] },
          { text: answer },
        ],
      },
    });

    const { status, body } = await read<RunGrounding>(await getGrounding(apiRequest(`/v1/runs/${second.id}/grounding`, { token: team.editorToken }), params({ id: second.id })));
    expect(status).toBe(200);
    expect(body.output).toBe(answer);
    const byText = new Map(body.claims.map((claim) => [claim.text, claim]));
    expect([...byText.keys()]).toEqual(["4,210", "Ada Lovelace", "BRAVO-5521", "zz-9999", "7,777"]);

    // Retrieved evidence: the ledger line run 1 saved, read by run 2 at its turn 1.
    const total = byText.get("4,210")!;
    expect(total.supported).toBe(true);
    expect(total.matches[0]).toMatchObject({ turn: 1 });
    expect(total.matches[0]!.excerpt).toContain("Total settled: 4,210 by Ada Lovelace.");
    expect(body.evidence[total.matches[0]!.evidence]).toMatchObject({ tool: "os.get_context", turn: 1, kind: "result", from: 0 });
    expect(byText.get("Ada Lovelace")!.supported).toBe(true);

    // The run's own write input, read back: never evidence.
    const code = byText.get("BRAVO-5521")!;
    expect(code.supported).toBe(false);
    expect(code.matches).toEqual([]);
    expect(new Set(code.excludedMatches.map((each) => each.reason))).toEqual(new Set(["own_write"]));

    // A failed read: never evidence.
    const failed = byText.get("zz-9999")!;
    expect(failed.supported).toBe(false);
    expect(failed.excludedMatches.map((each) => each.reason)).toContain("failed_read");
    expect(failed.excludedMatches.map((each) => each.reason)).not.toContain("metadata");

    // Found nowhere: marked, not hidden.
    expect(byText.get("7,777")).toMatchObject({ supported: false, matches: [], excludedMatches: [] });
    expect([body.supported, body.unsupported]).toEqual([2, 3]);
  }, 60_000);

  it("is the same 404 for another organisation's run as for a made-up id", async () => {
    const run = await prisma.run.findFirstOrThrow({ where: { organisationId: team.organisationId }, select: { id: true } });
    const foreign = await read(await getGrounding(apiRequest(`/v1/runs/${run.id}/grounding`, { token: other.editorToken }), params({ id: run.id })));
    const missing = await read(await getGrounding(apiRequest("/v1/runs/no-such-run/grounding", { token: other.editorToken }), params({ id: "no-such-run" })));
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.body.error.code).toBe("not_found");
    expect(missing.body.error.code).toBe("not_found");
  });
});
