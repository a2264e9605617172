import { describe, expect, it } from "vitest";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { createSpanSink } from "@/lib/server/telemetry/otlp-spans";
import { traceIdOfRun } from "@/lib/server/telemetry/run-trace-ids";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { loopDependencies, runSnapshot, scriptedResponses } from "../../support/core-fixtures";

// Issue 17, item 3 (CONTRACT "Telemetry"): a run's events as spans — invoke_agent per pass, chat per model
// request with its usage, execute_tool per call with a handler span per attempt — and no argument or result
// text unless content was asked for (then redacted).

async function traced(captureContent: boolean, secrets: string[] = []) {
  const exporter = new InMemorySpanExporter();
  const sink = createSpanSink({ exporter, captureContent });
  const store = createInMemoryRunStore([runSnapshot({ model: { provider: "scripted", script: [] } })]);
  const model = scriptedResponses([
    { text: "", calls: [{ id: "m1", name: "test__echo", arguments: { text: "hush-value" } }], usage: { inputTokens: 812, outputTokens: 31 } },
    { text: "", calls: [{ id: "m2", name: "test__flaky", arguments: {} }] },
    { text: "done", calls: [], usage: { inputTokens: 900, outputTokens: 4 } },
  ]);
  const deps = { ...loopDependencies(store, model, undefined, secrets), events: sink.events };
  expect(await advanceRun(deps, "run_1")).toBe("succeeded");
  await sink.flush();
  return exporter.getFinishedSpans();
}

const byName = (spans: ReadableSpan[], name: string) => spans.filter((span) => span.name === name);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe("a run's events as OpenTelemetry spans", () => {
  it("make one invoke_agent span for the pass, a chat span per model request, an execute_tool span per call, a handler span per attempt", async () => {
    const spans = await traced(false);
    const [pass] = byName(spans, "invoke_agent agent_1");
    expect(pass).toBeDefined();
    expect(parentOf(pass)).toBeUndefined();
    expect(pass.spanContext().traceId).toBe(traceIdOfRun("run_1"));
    expect(pass.attributes).toMatchObject({ "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.id": "agent_1", "tollgate.run.id": "run_1", "tollgate.run.stopped_as": "succeeded" });

    const chats = spans.filter((span) => span.attributes["gen_ai.operation.name"] === "chat");
    expect(chats.map((span) => span.name)).toEqual(["chat scripted", "chat scripted", "chat scripted"]);
    expect(chats.every((span) => parentOf(span) === pass.spanContext().spanId)).toBe(true);
    expect(chats[0].attributes).toMatchObject({ "gen_ai.request.model": "scripted", "gen_ai.provider.name": "scripted", "gen_ai.usage.input_tokens": 812, "gen_ai.usage.output_tokens": 31 });
    expect(chats[1].attributes["gen_ai.usage.input_tokens"]).toBeUndefined();

    const [echo] = byName(spans, "execute_tool test.echo");
    expect(parentOf(echo)).toBe(pass.spanContext().spanId);
    expect(echo.attributes).toMatchObject({ "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "test.echo", "gen_ai.tool.call.id": "m1", "tollgate.call.outcome": "ok", "tollgate.call.attempts": 1 });

    const [flaky] = byName(spans, "execute_tool test.flaky");
    const attempts = byName(spans, "handler test.flaky");
    expect(attempts.map((span) => span.attributes["tollgate.attempt"])).toEqual([1, 2, 3]);
    expect(attempts.map((span) => span.attributes["tollgate.attempt.retrying"])).toEqual([true, true, false]);
    expect(attempts.every((span) => parentOf(span) === flaky.spanContext().spanId)).toBe(true);
    expect(flaky.attributes["tollgate.call.attempts"]).toBe(3);
  });

  it("carry no argument or result text without OTEL_CAPTURE_CONTENT", async () => {
    const spans = await traced(false);
    const text = JSON.stringify(spans.map((span) => [span.attributes, span.events]));
    expect(text).not.toContain("hush-value");
    expect(spans.some((span) => "gen_ai.tool.call.arguments" in span.attributes || "gen_ai.tool.call.result" in span.attributes)).toBe(false);
  });

  it("carry the redacted text with it", async () => {
    const spans = await traced(true, ["hush-value"]);
    const [echo] = byName(spans, "execute_tool test.echo");
    expect(echo.attributes["gen_ai.tool.call.arguments"]).toBe('{"text":"[REDACTED]"}');
    expect(String(echo.attributes["gen_ai.tool.call.result"])).toContain("echo: [REDACTED]");
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain("hush-value");
  });

  it("give a run resumed after its gate a second invoke_agent span in the same trace, the call continued there", async () => {
    const exporter = new InMemorySpanExporter();
    const sink = createSpanSink({ exporter, captureContent: false });
    const store = createInMemoryRunStore([runSnapshot({ model: { provider: "openai", model: "gpt-test" } })]);
    const model = scriptedResponses([{ text: "", calls: [{ id: "m1", name: "test__ask", arguments: { text: "ship?" } }] }]);
    const deps = { ...loopDependencies(store, model), events: sink.events };
    expect(await advanceRun(deps, "run_1")).toBe("waiting");
    store.decide([...store.gates.keys()][0], "approve", "go");
    expect(await advanceRun(deps, "run_1")).toBe("succeeded");
    await sink.flush();
    const spans = exporter.getFinishedSpans();
    const passes = spans.filter((span) => span.attributes["gen_ai.operation.name"] === "invoke_agent");
    expect(passes.map((span) => [span.attributes["tollgate.run.pass.resumed"], span.attributes["tollgate.run.stopped_as"]])).toEqual([
      [false, "waiting"],
      [true, "succeeded"],
    ]);
    expect(new Set(spans.map((span) => span.spanContext().traceId))).toEqual(new Set([traceIdOfRun("run_1")]));
    expect(byName(spans, "chat gpt-test")[0].attributes["gen_ai.provider.name"]).toBe("openai");
    const asks = byName(spans, "execute_tool test.ask");
    expect(asks.map((span) => [parentOf(span), span.attributes["tollgate.call.outcome"], span.events.map((event) => event.name)])).toEqual([
      [passes[0].spanContext().spanId, "waiting", ["gate opened"]],
      [passes[1].spanContext().spanId, "ok", ["gate approved"]],
    ]);
    expect(asks[1].attributes["tollgate.call.continued"]).toBe(true);
    expect(byName(spans, "handler test.ask").map(parentOf)).toEqual([asks[1].spanContext().spanId]);
  });
});
