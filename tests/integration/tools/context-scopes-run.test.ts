import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScriptTurn } from "@/lib/contracts/model-spec";
import { createRun } from "@/lib/server/runs/create-run";
import { getRun } from "@/lib/server/runs/get-run";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createOrganisationFixture, fixtureTaskTools, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 12, item 1, through real runs on a worker: "the task's context" and the task layer of memory are the
// task's. `customer=Globex` set under one task is not read under another task of the same agent, nor by a
// run without a task; a later run of the same task reads it; a run without a task keeps its own for its
// later steps, and no other run reads it.

const prisma = testPrisma();
let worker: RunningWorker;
let fixture: OrganisationFixture;
let otherTaskId: string;

beforeAll(async () => {
  worker = await startWorker(prisma, testDatabaseUrl());
  fixture = await createOrganisationFixture(prisma);
  otherTaskId = (await prisma.task.create({ data: { organisationId: fixture.organisationId, name: "Other task", tools: fixtureTaskTools, gates: [] } })).id;
});

afterAll(async () => {
  await worker.stop();
});

type Call = { name: string; arguments: Record<string, string | string[]> };

/** Runs one scripted run to its end and returns what each of its calls answered, in order. */
async function resultsOf(taskId: string | null, calls: Call[]): Promise<string[]> {
  const script: ScriptTurn[] = [...calls.map((call) => ({ calls: [call] })), { text: "done" }];
  const created = await createRun(prisma, fixture.editor, {
    agentId: fixture.agentId,
    taskId,
    kind: "direct",
    input: "Work on the customer.",
    model: { provider: "scripted", script },
  }, readSettings());
  expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"])).toBe("succeeded");
  const run = await getRun(prisma, fixture.editor, created.id);
  // The text the model read without its trailer, JSON compacted so the assertions read on one line.
  return run.turns.flatMap((turn) =>
    turn.calls.map((call) => {
      const text = (call.result ?? "").replace(/\n\nremaining_tool_calls: \d+$/, "");
      return `${call.outcome}: ${compacted(text)}`;
    }),
  );
}

function compacted(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

const setCustomer: Call = { name: "os__set_context", arguments: { key: "customer", value: "Globex" } };
const getCustomer: Call = { name: "os__get_context", arguments: { key: "customer" } };
const getAll: Call = { name: "os__get_context", arguments: {} };
const trainNote: Call = { name: "memory__train", arguments: { layer: "task", content: "Globex pays its invoices net thirty." } };
const askNote: Call = { name: "memory__ask", arguments: { queries: ["Globex invoices"], layers: ["task"] } };

describe("a task's context and task memory belong to the task", () => {
  it("a value set and a note trained under one task are read by its later runs only", async () => {
    const first = await resultsOf(fixture.taskId, [setCustomer, trainNote]);
    expect(first[0]).toMatch(/^ok: \{"key":"customer"/);
    expect(first[1]).toMatch(/^ok: \{"id":"[^"]+","status":"stored","layer":"task"/);

    const sameTask = await resultsOf(fixture.taskId, [getCustomer, askNote]);
    expect(sameTask[0]).toMatch(/^ok: \{"key":"customer","value":"Globex"/);
    expect(sameTask[1]).toContain("Globex pays its invoices net thirty.");

    const otherTask = await resultsOf(otherTaskId, [getCustomer, getAll, askNote]);
    expect(otherTask[0]).toMatch(/^tool_error: .*context_key_not_found.*The context is empty\./s);
    expect(otherTask[1]).toMatch(/^ok: The context is empty: no values are set\./);
    expect(otherTask[2]).toContain('"status":"absent"');
    expect(otherTask[2]).not.toContain("Globex pays");

    const noTask = await resultsOf(null, [getAll, askNote]);
    expect(noTask[0]).toMatch(/^ok: The context is empty: no values are set\./);
    expect(noTask[1]).not.toContain("Globex pays");
  });

  it("a run without a task keeps its own context for its later steps; no other run reads it", async () => {
    const own = await resultsOf(null, [{ name: "os__set_context", arguments: { key: "draft", value: "v1" } }, { name: "os__get_context", arguments: { key: "draft" } }]);
    expect(own[1]).toMatch(/^ok: \{"key":"draft","value":"v1"/);

    const later = await resultsOf(null, [{ name: "os__get_context", arguments: { key: "draft" } }]);
    expect(later[0]).toMatch(/^tool_error: .*context_key_not_found/s);
    const underTask = await resultsOf(fixture.taskId, [{ name: "os__get_context", arguments: { key: "draft" } }]);
    expect(underTask[0]).toMatch(/^tool_error: .*context_key_not_found/s);
  });

  it("os.delete_context deletes only its own task's value", async () => {
    await resultsOf(otherTaskId, [setCustomer]);
    const deleted = await resultsOf(otherTaskId, [{ name: "os__delete_context", arguments: { key: "customer" } }]);
    expect(deleted[0]).toMatch(/^ok: Deleted "customer" from the context\./);
    const kept = await resultsOf(fixture.taskId, [getCustomer]);
    expect(kept[0]).toMatch(/^ok: \{"key":"customer","value":"Globex"/);
  });
});
