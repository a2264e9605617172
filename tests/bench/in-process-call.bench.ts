// Per-call overhead in process: admission (offer lookup, parse, pins, ajv validation) and the result
// pipeline (filter, redaction, cap, trailer) for a 1 KB result, with the handler itself doing nothing.

import { admitBatch } from "@/lib/runtime/admission/admit-batch";
import { answerCall } from "@/lib/runtime/results/answer-call";
import { agentSettings } from "@/tests/support/core-fixtures";
import { buildOffer } from "@/lib/runtime/offer/build-offer";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import type { HandlerRegistry, ToolHandler } from "@/lib/runtime/ports";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";
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
}
