import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { isBuiltInNamespace } from "@/lib/runtime/catalog/catalog-lookup";
import { parseTaskDeclarations } from "@/lib/runtime/admission/parse-task-declaration";
import type { TaskDeclaration } from "@/lib/runtime/offer/task-declaration";
import type { JsonSchema } from "@/lib/runtime/catalog/tool-definition";
import type { Catalog } from "@/lib/runtime/ports";
import { gateSummaryProblem } from "./gate-summary-rule";

// CONTRACT.md, Tasks: a refused save is 422 and names the offending `tool`.
const SAVE_REFUSED = { status: 422 };

function refuseUnknownOrUncallable(declaration: TaskDeclaration, catalog: Catalog): void {
  const { tool } = declaration;
  const definition = catalog.get(tool);
  // Seed "Declaring a tool": a dotted name outside the built-in namespaces is a connector's tool
  // (`github.merge_pull_request`), checked when called; an undotted name can only be a native tool.
  if (definition === undefined) {
    if (tool.includes(".") && !isBuiltInNamespace(tool)) return;
    throw new AppError("tool_unknown", `${tool} is not a built-in tool; declare tools by their exact name.`, { tool }, SAVE_REFUSED);
  }
  if (!definition.runCallable) {
    throw new AppError("tool_not_run_callable", `${tool} is one of the CEO chat's own tools: a run never answers it.`, { tool }, SAVE_REFUSED);
  }
}

function schemaFields(schema: JsonSchema | undefined): string[] | null {
  const properties = schema?.properties;
  return typeof properties === "object" && properties !== null ? Object.keys(properties) : null;
}

/** A pin on a field the built-in tool does not take would never match a call: refused, not silently ignored. */
function refuseUnknownPinFields(declaration: TaskDeclaration, catalog: Catalog): void {
  const fields = schemaFields(catalog.get(declaration.tool)?.inputSchema);
  if (fields === null) return;
  const unknown = declaration.pins.find((pin) => !fields.includes(pin.field));
  if (unknown === undefined) return;
  throw new AppError("invalid_request", `${declaration.tool} has no field ${unknown.field} to pin.`, {
    tool: declaration.tool,
    details: [{ path: "tools", message: `${declaration.tool} takes ${fields.join(", ") || "no fields"}.` }],
  });
}

function refuseUndeclaredGates(gates: readonly string[], declarations: readonly TaskDeclaration[]): void {
  const declared = new Set(declarations.map((declaration) => declaration.tool));
  const index = gates.findIndex((gate) => !declared.has(gate.trim()));
  if (index < 0) return;
  const tool = gates[index];
  throw new AppError("invalid_request", `gates.${index} names ${tool}, which the task does not declare.`, {
    tool,
    details: [{ path: `gates.${index}`, message: "A gate must name a tool the task declares." }],
  });
}

/**
 * A task's declarations checked against the catalog, as saved (seed "built-in tools", Declaring a tool, and
 * "Gates and grants"). Returns the parsed declarations, or throws the 422 that names the offending tool.
 */
export function checkTaskTools(entries: readonly string[], gates: readonly string[], catalog: Catalog): TaskDeclaration[] {
  const parsed = parseTaskDeclarations(entries);
  if (!parsed.ok) {
    throw new AppError("invalid_request", `tools.${parsed.index} is invalid: ${parsed.message}`, {
      details: [{ path: `tools.${parsed.index}`, message: parsed.message }],
    });
  }
  for (const declaration of parsed.declarations) refuseUnknownOrUncallable(declaration, catalog);
  const problem = gateSummaryProblem(parsed.declarations);
  if (problem !== null) throw new AppError("gate_summary_required", problem.message, { tool: problem.tool }, SAVE_REFUSED);
  for (const declaration of parsed.declarations) refuseUnknownPinFields(declaration, catalog);
  refuseUndeclaredGates(gates, parsed.declarations);
  return parsed.declarations;
}
