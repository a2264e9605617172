// Per-call overhead in process: admission (offer lookup, parse, pins, ajv validation) and the result
// pipeline (filter, redaction, cap, trailer) for a 1 KB result, with the handler itself doing nothing.

import { admitBatch } from "@/lib/runtime/admission/admit-batch";
import { answerCall } from "@/lib/runtime/results/answer-call";
import { agentSettings } from "@/tests/support/core-fixtures";
import { buildOffer } from "@/lib/runtime/offer/build-offer";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import type { HandlerRegistry, ToolHandler } from "@/lib/runtime/ports";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";
import { defineTool } from "@/lib/tools/define/define-tool";
import { setContextTool } from "@/lib/tools/os/context-tools";
import { webTools } from "@/lib/tools/web/web-tools";
import { unconnectedDependencies } from "@/tests/unit/tools/unconnected-dependencies";
import { measure, report } from "./measure";

const oneKilobyte = "x".repeat(1024);
const handler: ToolHandler = async () => oneKilobyte;
const handlers: HandlerRegistry = { get: () => handler, has: () => true };

export async function benchInProcessCall(): Promise<void> {
  const offer = buildOffer({ catalog: builtInCatalog, handlers, task: null, actingUserRoles: ["editor"], remainingToolCalls: 50, agent: agentSettings(), kind: "direct", agentTools: [] });
  const call = { id: "c1", name: "os__set_context", arguments: '{"key": "customer", "value": "Ada Lovelace"}' };
  const admissionInput = { offer, catalog: builtInCatalog, task: null, remainingToolCalls: 50, unknownNamesHandedBack: 0 };
  const dependencies = {
    secrets: { valuesFor: async () => ["not-in-the-text-1", "not-in-the-text-2"] },
    results: { newRef: () => "res_bench", put: async () => ({ ref: "res_bench" }) },
    limits: defaultRuntimeLimits,
    clock: { now: () => new Date() },
    sleep: async () => undefined,
  };
  const definition = builtInCatalog.get("os.set_context");
  if (!definition) throw new Error("os.set_context is missing from the catalog");
  const context = {
    organisationId: "o", agentId: "a", conversationId: "c", runId: "r", taskId: null, callId: "c1",
    actingUserId: "u", actingUserRoles: ["editor"], tool: definition.name,
  };

  report(await measure("admission of one call (parse + ajv validation)", 20_000, () => admitBatch([call], admissionInput)));
  report(await measure("execution + pipeline, 1 KB result (no-op store)", 20_000, () =>
    answerCall(dependencies, { context, definition, handler, arguments: { key: "k", value: "v" }, remainingToolCalls: 10, previewsOn: true })));
  report(await measure("admission + execution + pipeline, 1 KB result", 20_000, async () => {
    const { decisions } = admitBatch([call], admissionInput);
    const decision = decisions[0];
    if (decision.outcome !== "pending") throw new Error(`refused: ${decision.outcome}`);
    return answerCall(dependencies, { context, definition, handler, arguments: decision.arguments, remainingToolCalls: 10, previewsOn: true });
  }));
  const batch = Array.from({ length: 20 }, (_, index) => ({ ...call, id: `c${index}` }));
  const batchResult = await measure("admission + validation of a 20-call batch", 5_000, () => admitBatch(batch, admissionInput));
  report(batchResult);
  console.log(`${"  → per call in a 20-call batch".padEnd(58)} mean ${(batchResult.meanMicroseconds / 20).toFixed(1)} µs`);
  // The same batch where every call needs argument repair (a list sent as one string) before validation.
  const repairing = Array.from({ length: 20 }, (_, index) => ({ id: `m${index}`, name: "memory__ask", arguments: { queries: `question ${index}` } }));
  const repairResult = await measure("admission + repair + validation of a 20-call batch", 5_000, () => admitBatch(repairing, admissionInput));
  report(repairResult);
  console.log(`${"  → per call, each repaired".padEnd(58)} mean ${(repairResult.meanMicroseconds / 20).toFixed(1)} µs`);
  await benchDefinedToolInput(context);
}

/**
 * Issue 17, item 1: a defined tool's handler parses its input with zod before `execute` (typed, defaulted),
 * on top of admission's ajv validation. The same no-op `execute` with and without that parse, for a small
 * input (os.set_context) and a wider one (web.request's seven fields, defaults filled in).
 */
async function benchDefinedToolInput(context: Parameters<ToolHandler>[0]): Promise<void> {
  const services = unconnectedDependencies();
  const noOp = async () => oneKilobyte;
  const request = webTools.find((tool) => tool.definition.name === "web.request");
  if (request === undefined) throw new Error("web.request is missing");
  const cases = [
    { tool: setContextTool, input: { key: "customer", value: "Ada Lovelace" } },
    { tool: request, input: { url: "https://example.com/api", headers: { Accept: "application/json" }, json: { a: 1, b: [1, 2, 3] } } },
  ];
  for (const { tool, input } of cases) {
    const defined = defineTool({ ...tool.definition, input: tool.input, execute: noOp }).handlerFor?.(services);
    if (defined === undefined) throw new Error("a defined tool with an execute has a handler");
    const bare = await measure(`${tool.definition.name}: a bare handler (no parse)`, 50_000, () => noOp());
    const parsed = await measure(`${tool.definition.name}: its defined handler (zod parse + execute)`, 50_000, () => defined(context, input));
    report(bare);
    report(parsed);
    console.log(`${"  → the parse adds".padEnd(58)} mean ${(parsed.meanMicroseconds - bare.meanMicroseconds).toFixed(2)} µs a call`);
  }
}
