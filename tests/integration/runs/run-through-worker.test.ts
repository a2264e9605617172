import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRun } from "@/lib/server/runs/create-run";
import { getRun } from "@/lib/server/runs/get-run";
import { getRunOffer } from "@/lib/server/runs/get-run-offer";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";
import { readSettings } from "@/lib/settings/read-settings";

const prisma = testPrisma();
let worker: RunningWorker;
let fixture: OrganisationFixture;

beforeAll(async () => {
  worker = await startWorker(prisma, testDatabaseUrl());
  fixture = await createOrganisationFixture(prisma, { toolCallBudget: 12 });
});

afterAll(async () => {
  await worker.stop();
});

function scripted(script: unknown[]) {
  return { provider: "scripted" as const, script: script as never };
}

describe("a scripted run through the worker", () => {
  it("is only enqueued by the request, then runs to completion with every call recorded", async () => {
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Name the run and keep a value.",
      model: scripted([
        { calls: [{ name: "os__set_execution_name", arguments: { name: "Integration run" } }] },
        { calls: [{ name: "os__set_context", arguments: { key: "colour", value: "teal" } }, { name: "os__get_context", arguments: { key: "colour" } }] },
        { text: "The colour is teal." },
      ]),
    }, readSettings());
    expect(created.status).toBe("queued");
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"])).toBe("succeeded");

    const run = await getRun(prisma, fixture.editor, created.id);
    expect(run.output).toBe("The colour is teal.");
    expect(run.executionName).toBe("Integration run");
    expect(run.turns).toHaveLength(3);
    expect(run.turns[1].model.calls).toHaveLength(2);
    const [, read] = run.turns[1].calls;
    expect(read.outcome).toBe("ok");
    expect(read.tool).toBe("os.get_context");
    expect(read.result).toContain("teal");
    expect(read.result).toMatch(/remaining_tool_calls: 9$/);
    expect(read.metadata).toMatchObject({ tool_name: "os.get_context", truncated: false, attempts: 1, output_filter: "standard" });
    expect(run.remainingToolCalls).toBe(9);

    const stored = await prisma.storedResult.findUniqueOrThrow({ where: { ref: read.ref! } });
    expect(stored.text).toBe(read.result);
    expect(stored.conversationId).toBe(run.conversationId);

    const offer = await getRunOffer(prisma, fixture.editor, created.id);
    expect(offer.tools.map((tool) => tool.name)).toContain("os__get_context");
    expect(offer.tools.every((tool) => !tool.name.includes("."))).toBe(true);
  });

  it.each([
    [true, "a preview carrying _toolResultContext"],
    [false, "the stamped string whole"],
  ])("previews %s per agent: the model reads %s", async (previews) => {
    const agent = await prisma.agent.create({ data: { organisationId: fixture.organisationId, name: `Previews ${previews}`, toolCallBudget: 20, previews } });
    const created = await createRun(prisma, fixture.editor, {
      agentId: agent.id,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Store and read a value.",
      model: scripted([
        { calls: [{ name: "os__set_context", arguments: { key: "report", value: "y".repeat(15_000) } }] },
        { calls: [{ name: "os__get_context", arguments: { key: "report" } }] },
        { text: "done" },
      ]),
    }, readSettings());
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"])).toBe("succeeded");
    const read = (await getRun(prisma, fixture.editor, created.id)).turns[1].calls[0];
    const stored = await prisma.storedResult.findUniqueOrThrow({ where: { ref: read.ref! } });
    if (previews) {
      expect(read.result).not.toBe(stored.text);
      expect(read.result).toContain(`"_toolResultContext":{"ref":"${read.ref}"`);
    } else {
      expect(read.result).toBe(stored.text);
    }
  });

  it("cuts a 200 KB result to 65536 bytes ending \\n[truncated], trailer after it, counted in the metadata", async () => {
    // os.set_context keeps at most 16000 characters a value: fourteen values of 15 KB make a 210 KB read-back.
    const bigAgent = await prisma.agent.create({ data: { organisationId: fixture.organisationId, name: "Big results", toolCallBudget: 20 } });
    const sets = Array.from({ length: 14 }, (_, index) => ({ name: "os__set_context", arguments: { key: `big_${index}`, value: "x".repeat(15_000) } }));
    const created = await createRun(prisma, fixture.editor, {
      agentId: bigAgent.id,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Store and read a large value.",
      model: scripted([{ calls: sets }, { calls: [{ name: "os__get_context", arguments: {} }] }, { text: "done" }]),
    }, readSettings());
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"])).toBe("succeeded");
    const run = await getRun(prisma, fixture.editor, created.id);
    const read = run.turns[1].calls[0];
    const trailer = "\n\nWrite durable findings and finish with text. A batch costs one call each.\nremaining_tool_calls: 5";
    // The stamped string is what is stored: capped, then the trailer.
    const stored = await prisma.storedResult.findUniqueOrThrow({ where: { ref: read.ref! } });
    expect(stored.truncated).toBe(true);
    expect(stored.text.endsWith(trailer)).toBe(true);
    const body = stored.text.slice(0, -trailer.length);
    expect(Buffer.byteLength(body)).toBe(65536);
    expect(body.endsWith("\n[truncated]")).toBe(true);
    expect(read.metadata.truncated).toBe(true);
    expect(read.metadata.original_bytes).toBeGreaterThan(200 * 1024);
    expect(read.metadata.stored_bytes).toBe(Buffer.byteLength(stored.text));
    // Seed "tool rules", Previews: the model read a structured preview of it, the trailer still visible.
    expect(read.result!.endsWith(trailer)).toBe(true);
    const preview = JSON.parse(read.result!.slice(0, -trailer.length)) as { _toolResultContext: Record<string, unknown> };
    expect(read.result!.length - trailer.length).toBeLessThanOrEqual(6000);
    expect(preview._toolResultContext).toMatchObject({ ref: read.ref, partial: true, originalCharacters: body.length });
  });

  it("redacts a secret's value from the result the model reads and the stored result", async () => {
    const { encryptSecret } = await import("@/lib/server/secrets/secret-box");
    await prisma.secret.create({ data: { organisationId: fixture.organisationId, name: "api-key", ciphertext: encryptSecret("sk-live-0123456789") } });
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Leak it.",
      model: scripted([
        { calls: [{ name: "os__set_context", arguments: { key: "leak", value: "the key is sk-live-0123456789" } }] },
        { calls: [{ name: "os__get_context", arguments: { key: "leak" } }] },
      ]),
    }, readSettings());
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"])).toBe("succeeded");
    const run = await getRun(prisma, fixture.editor, created.id);
    const read = run.turns[1].calls[0];
    expect(read.result).toContain("[REDACTED]");
    expect(JSON.stringify(run.turns.map((turn) => turn.calls.map((call) => call.result)))).not.toContain("sk-live-0123456789");
    const stored = await prisma.storedResult.findMany({ where: { runId: created.id } });
    expect(stored.map((row) => row.text).join("")).not.toContain("sk-live-0123456789");
  });

  it("fails the run, naming its code, for a tool the task does not declare", async () => {
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Read the plan.",
      model: scripted([{ calls: [{ name: "os__read_task", arguments: {} }] }]),
    }, readSettings());
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"])).toBe("failed");
    const run = await getRun(prisma, fixture.editor, created.id);
    expect(run.failure?.code).toBe("tool_not_on_task");
    expect(run.turns[0].calls[0].outcome).toBe("run_failed");
  });
});
