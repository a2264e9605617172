import "server-only";
import type { GateContext } from "@/lib/contracts/gate-schemas";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import type { Database } from "../db";
import { loadTurnInputs } from "../runs/load-agent-offer";
import type { ViewRedactor } from "../runtime/redact-for-view";
import type { GateRow } from "./serialize-gate";

/** Issue 23, item 2: the compact trace before a gate shows this many calls; the rest are counted. */
export const GATE_STEPS_SHOWN = 12;

/** A value of the change list is cut here: the arguments themselves are shown whole beside it. */
const CHANGE_VALUE_CHARS = 240;

function compactJson(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value) ?? "null";
  return text.length > CHANGE_VALUE_CHARS ? `${text.slice(0, CHANGE_VALUE_CHARS - 1)}…` : text;
}

/** The fields a write sets: the call's top-level arguments (already redacted), each as compact JSON. */
export function changeOf(definition: ToolDefinition | undefined, argumentsShown: unknown): GateContext["change"] {
  if (definition !== undefined && definition.access === "read") return null;
  if (typeof argumentsShown !== "object" || argumentsShown === null || Array.isArray(argumentsShown)) {
    return [{ field: "(arguments)", value: compactJson(argumentsShown) }];
  }
  return Object.entries(argumentsShown).map(([field, value]) => ({ field, value: compactJson(value) }));
}

function sourceOf(name: string, definition: ToolDefinition | undefined): GateContext["tool"]["source"] {
  if (definition === undefined) return "unknown";
  if (builtInCatalog.get(name) !== undefined) return "built-in";
  return runCatalog.get(name) !== undefined ? "native" : "agent";
}

/** The agent's own tools (scripts, connectors' listed tools) hold the definitions the catalog does not. */
async function definitionOf(database: Database, runId: string, tool: string): Promise<ToolDefinition | undefined> {
  const known = runCatalog.get(tool);
  if (known !== undefined) return known;
  const inputs = await loadTurnInputs(database, runId);
  return inputs.agentTools.find((definition) => definition.name === tool);
}

/** What the portal shows beside one open gate; every text a model or person wrote passes the redactor. */
export async function gateContext(database: Database, gate: GateRow, redactor: ViewRedactor): Promise<GateContext> {
  const [run, gated, definition] = await Promise.all([
    database.run.findUniqueOrThrow({
      where: { id: gate.runId },
      select: { taskVersion: true, task: { select: { name: true } }, actingUser: { select: { email: true } } },
    }),
    database.toolCall.findUniqueOrThrow({ where: { id: gate.callId }, select: { index: true, turnId: true, turn: { select: { index: true } } } }),
    definitionOf(database, gate.runId, gate.tool),
  ]);
  const turnIndex = gated.turn?.index ?? 0;
  const before = {
    runId: gate.runId,
    OR: [{ turn: { index: { lt: turnIndex } } }, ...(gated.turnId === null ? [] : [{ turnId: gated.turnId, index: { lt: gated.index } }])],
  };
  const [recent, stepsBefore] = await Promise.all([
    database.toolCall.findMany({
      where: before,
      orderBy: [{ turn: { index: "desc" } }, { index: "desc" }],
      take: GATE_STEPS_SHOWN,
      select: { name: true, tool: true, outcome: true, code: true, turn: { select: { index: true } } },
    }),
    database.toolCall.count({ where: before }),
  ]);
  return {
    tool: {
      description: definition?.description ?? null,
      access: definition?.access ?? null,
      retry: definition?.retry ?? null,
      source: sourceOf(gate.tool, definition),
    },
    startedBy: run.actingUser?.email ?? null,
    task: run.task === null ? null : { name: run.task.name, version: run.taskVersion },
    // The name is the model's when it matched no tool: shown through the redactor like its arguments.
    steps: recent.reverse().map((call) => ({ turn: call.turn?.index ?? 0, tool: redactor.text(call.tool ?? call.name), outcome: call.outcome, code: call.code })),
    stepsBefore,
    change: changeOf(definition, redactor.json(gate.arguments)),
  };
}
