// Seed "built-in tools", Read and write: "A run credential can write only if its task declares an `os.*`
// tool that writes." A run with a task acts with a credential narrowed to that task, so a task that
// declares no writing `os.*` tool leaves the run read-only, and a call to any write tool is refused before
// its handler starts (nothing is charged).
//
// A run without a task carries no task credential: it acts with the rights of the user who started it
// (seed "running tools", ONE-PRODUCT "People"), which the offer already applies, so this rule does not
// narrow it further.

import type { TaskSettings } from "../offer/task-declaration";
import type { ToolDefinition } from "../catalog/tool-definition";
import type { Catalog } from "../ports";

export const READ_ONLY_CREDENTIAL = "read_only_credential";

export function runCredentialMayWrite(task: TaskSettings | null, catalog: Catalog): boolean {
  if (task === null) return true;
  return task.declarations.some((declaration) => declaration.tool.startsWith("os.") && catalog.get(declaration.tool)?.access === "write");
}

/**
 * True when the run's credential may not answer this tool because the tool writes. The run's own tools
 * (ONE-PRODUCT "Offer": `report_issue` and the rest) belong to the run itself, not to the task's
 * credential, so they are never refused by it; nor are a connector's tools (issue 10), which act with the
 * credential of the login that serves them, not the run's — a task governs them by declaring, pinning and
 * gating them.
 */
export function refusedByCredential(definition: ToolDefinition, task: TaskSettings | null, catalog: Catalog): boolean {
  const source = definition.availability?.kind;
  if (source === "runtime" || source === "connector") return false;
  return definition.access === "write" && !runCredentialMayWrite(task, catalog);
}
