import { createServer, type Server } from "node:http";
import { readSettings } from "@/lib/settings/read-settings";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRun } from "@/lib/server/runs/create-run";
import { getRun } from "@/lib/server/runs/get-run";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";

// Issue 17, item 3 (CONTRACT "Telemetry"): a real run through the worker sends its spans over OTLP/HTTP to the
// collector OTEL_EXPORTER_OTLP_ENDPOINT names — here a node:http receiver on loopback decoding the JSON body.

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; startTimeUnixNano: string | number; endTimeUnixNano: string | number; attributes?: { key: string; value: OtlpValue }[] };
type ExportRequest = { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] };

const prisma = testPrisma();
const bodies: string[] = [];
let receiver: Server;
let worker: RunningWorker;
let fixture: OrganisationFixture;

function valueOf(value: OtlpValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.boolValue !== undefined) return value.boolValue;
  return value.doubleValue;
}

function receivedSpans() {
  return bodies.flatMap((body) => {
    const request = JSON.parse(body) as ExportRequest;
    return (request.resourceSpans ?? []).flatMap((resource) => (resource.scopeSpans ?? []).flatMap((scope) => scope.spans ?? []));
  }).map((span) => ({ ...span, attributes: Object.fromEntries((span.attributes ?? []).map((entry) => [entry.key, valueOf(entry.value)])) }));
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.url === "/v1/traces" && String(request.headers["content-type"]).startsWith("application/json")) bodies.push(Buffer.concat(chunks).toString("utf8"));
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  delete process.env.OTEL_CAPTURE_CONTENT;
  worker = await startWorker(prisma, testDatabaseUrl());
  fixture = await createOrganisationFixture(prisma, { toolCallBudget: 12 });
});

afterAll(async () => {
  await worker?.stop();
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  await new Promise((resolve) => receiver.close(resolve));
});

describe("a run's spans at a loopback OTLP/HTTP receiver", () => {
  it("arrive as invoke_agent → chat / execute_tool with the GenAI attributes, and no argument text without OTEL_CAPTURE_CONTENT", async () => {
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Keep a value and read it back.",
      model: {
        provider: "scripted",
        script: [
          { calls: [{ name: "os__set_context", arguments: { key: "colour", value: "ultramarine-argument" } }] },
          { calls: [{ name: "os__get_context", arguments: { key: "colour" } }] },
          { text: "The colour is kept." },
        ] as never,
      },
    }, readSettings());
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"])).toBe("succeeded");
    await worker.stop();

    const spans = receivedSpans().filter((span) => span.attributes["tollgate.run.id"] === created.id || span.name.startsWith("handler "));
    const passes = spans.filter((span) => span.attributes["gen_ai.operation.name"] === "invoke_agent");
    expect(passes).toHaveLength(1);
    const [pass] = passes;
    expect(pass.parentSpanId ?? "").toBe("");
    expect(pass.attributes).toMatchObject({ "gen_ai.agent.id": fixture.agentId, "gen_ai.conversation.id": created.conversationId, "tollgate.run.stopped_as": "succeeded" });

    const chats = spans.filter((span) => span.attributes["gen_ai.operation.name"] === "chat");
    expect(chats).toHaveLength(3);
    for (const chat of chats) {
      expect(chat.name).toBe("chat scripted");
      expect(chat.attributes["gen_ai.request.model"]).toBe("scripted");
      expect(chat.parentSpanId).toBe(pass.spanId);
      expect(chat.traceId).toBe(pass.traceId);
    }

    const tools = spans.filter((span) => span.attributes["gen_ai.operation.name"] === "execute_tool");
    expect(tools.map((span) => span.name).sort()).toEqual(["execute_tool os.get_context", "execute_tool os.set_context"]);
    const run = await prisma.toolCall.findMany({ where: { runId: created.id }, orderBy: { createdAt: "asc" } });
    for (const tool of tools) {
      expect(tool.parentSpanId).toBe(pass.spanId);
      const row = run.find((call) => call.id === tool.attributes["tollgate.call.id"]);
      expect(tool.attributes).toMatchObject({ "gen_ai.tool.name": row?.tool, "gen_ai.tool.call.id": row?.modelCallId, "tollgate.call.outcome": "ok" });
      const attempts = receivedSpans().filter((span) => span.parentSpanId === tool.spanId);
      expect(attempts.map((span) => [span.name, span.attributes["tollgate.attempt"]])).toEqual([[`handler ${String(row?.tool)}`, 1]]);
    }

    // The console's trace reads the same events: the turn's model times and the call's attempts are the spans'.
    const milliseconds = (nanoseconds: string | number) => Math.round(Number(BigInt(nanoseconds) / 1_000_000n));
    const view = await getRun(prisma, fixture.editor, created.id);
    for (const chat of chats) {
      const turn = view.turns.find((candidate) => candidate.index === chat.attributes["tollgate.turn.index"]);
      expect(turn?.modelRequest).toEqual({ startedAt: new Date(milliseconds(chat.startTimeUnixNano)).toISOString(), endedAt: new Date(milliseconds(chat.endTimeUnixNano)).toISOString() });
    }
    for (const tool of tools) {
      const record = view.turns.flatMap((turn) => turn.calls).find((call) => call.id === tool.attributes["tollgate.call.id"]);
      const [attempt] = receivedSpans().filter((span) => span.parentSpanId === tool.spanId);
      expect(record?.executions).toEqual([
        { attempt: 1, startedAt: new Date(milliseconds(attempt.startTimeUnixNano)).toISOString(), endedAt: new Date(milliseconds(attempt.endTimeUnixNano)).toISOString(), outcome: "ok", code: null },
      ]);
    }

    const everything = bodies.join("\n");
    expect(everything).not.toContain("ultramarine-argument");
    expect(everything).not.toContain("gen_ai.tool.call.arguments");
    expect(everything).not.toContain("gen_ai.tool.call.result");
  });
});
