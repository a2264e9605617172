import "server-only";
import { GATE_SUMMARY_TOOL, TOOLS_NEEDING_GATE_SUMMARY } from "@/lib/runtime/admission/check-gate-summary-order";
import type { TaskDeclaration } from "@/lib/runtime/offer/task-declaration";

// Seed "Gates and grants": `os.set_gate_summary` must be called before `github.merge_pull_request` and
// `os.mail_reply`; a task that declares one must declare the other. The tools are the admission rule's own.

export type GateSummaryProblem = { tool: string; message: string };

/** The first declaration breaking the pairing, or null when the task keeps it. */
export function gateSummaryProblem(declarations: readonly TaskDeclaration[]): GateSummaryProblem | null {
  const declared = new Set(declarations.map((declaration) => declaration.tool));
  const needing = TOOLS_NEEDING_GATE_SUMMARY.filter((tool) => declared.has(tool));
  const hasSummary = declared.has(GATE_SUMMARY_TOOL);
  if (needing.length > 0 && !hasSummary) {
    const tool = needing[0];
    return {
      tool,
      message: `${tool} needs ${GATE_SUMMARY_TOOL}: a task that declares one must declare the other.`,
    };
  }
  if (hasSummary && needing.length === 0) {
    return {
      tool: GATE_SUMMARY_TOOL,
      message:
        `${GATE_SUMMARY_TOOL} is declared without ${TOOLS_NEEDING_GATE_SUMMARY.join(" or ")}: ` +
        "a task that declares one must declare the other.",
    };
  }
  return null;
}
