// Seed "built-in tools", families Execution labels, Gate summary and CEO questions: the tools a run uses to
// label itself and to put a question or a summary before the CEO.

import { z } from "zod";
import { withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { ToolError } from "@/lib/runtime/ports";
import { defineTool } from "../define/define-tool";
import { jsonText } from "../json-text";
import { requireRun } from "../require-run";
import { mergeExecutionLink, readExecutionLinks } from "./execution-links";

const osTool = { page: "OS tools", runCallable: true, access: "write", retry: "idempotent" } as const;

/** The schema's minLength counts spaces, and a blank name or summary tells people nothing. */
function nonBlank(field: string, text: string, why = ""): string {
  const trimmed = text.trim();
  if (trimmed === "") throw new ToolError("invalid_input", `${field} must not be blank${why}`);
  return trimmed;
}

// The run's title in the run list and timeline.
export const setExecutionNameTool = defineTool({
  ...osTool,
  family: "Execution labels",
  name: "os.set_execution_name",
  description:
    "Name this run (its execution) as people will see it in the run list and the timeline, e.g. " +
    "\"Triage Monday's inbox\". Setting it again replaces the name. Returns the name now set.",
  gate: "task",
  input: z.strictObject({ name: z.string().min(1).max(120).describe("A short human title for this run.") }),
  errors: withCallErrors(),
  async execute(input, call, { db }) {
    const runId = requireRun(call);
    const name = nonBlank("name", input.name);
    const updated = await db.run.updateMany({ where: { id: runId, organisationId: call.organisationId }, data: { executionName: name } });
    if (updated.count === 0) throw new Error(`run ${runId} was not found in this organisation`);
    return `This run is now named "${name}".`;
  },
});

// A link people can open from the run; the same URL is kept once, so a repeated call leaves the same state.
export const addExecutionLinkTool = defineTool({
  ...osTool,
  family: "Execution labels",
  name: "os.add_execution_link",
  description:
    "Attach a link to this run, e.g. the pull request or document it produced, so people can open it from the " +
    "run. Adding the same URL again keeps one link (with the newer label). Returns the run's links.",
  gate: "task",
  input: z.strictObject({
    url: z.url().describe("Absolute URL to link, e.g. `https://github.com/o/r/pull/7`."),
    label: z.string().max(120).describe("Text to show for the link; defaults to the URL.").optional(),
  }),
  errors: withCallErrors(),
  async execute({ url, label }, call, { db, now }) {
    const runId = requireRun(call);
    const link = { url, label: label?.trim() || url, addedAt: now().toISOString() };
    // Two calls of one batch run in parallel: the row lock keeps each from overwriting the other's link.
    const merged = await db.$transaction(async (transaction) => {
      const locked = await transaction.$queryRaw<{ executionLinks: unknown }[]>`
        SELECT "executionLinks" FROM "Run" WHERE id = ${runId} AND "organisationId" = ${call.organisationId} FOR UPDATE`;
      if (locked.length === 0) throw new Error(`run ${runId} was not found in this organisation`);
      const result = mergeExecutionLink(readExecutionLinks(locked[0].executionLinks), link);
      if (result.change !== "unchanged") await transaction.run.update({ where: { id: runId }, data: { executionLinks: result.links } });
      return result;
    });
    return jsonText({ change: merged.change, links: merged.links });
  },
});

// The call's own row is where the summary is kept: the runtime takes a run's summary from its latest ok call
// (lib/runtime/loop/gate-summary.ts) and writes it on each gate the run opens, so setting it again replaces it.
export const setGateSummaryTool = defineTool({
  ...osTool,
  family: "Gate summary",
  name: "os.set_gate_summary",
  description:
    "Write the summary the CEO reads when deciding this run's next gate: what the gated call will do and why. " +
    "Must be called before `github.merge_pull_request` or `os.mail_reply`; setting it again replaces it. " +
    "Returns the summary now set.",
  gate: "task",
  input: z.strictObject({
    summary: z
      .string()
      .min(1)
      .max(2000)
      .describe("Plain sentences for the CEO: the action, its effect, and anything they should check."),
  }),
  errors: withCallErrors(),
  async execute(input, call) {
    requireRun(call);
    const summary = nonBlank("summary", input.summary, ": write what the gated call will do and why");
    return `The gate summary of this run is now set; the CEO reads it when deciding the run's next gate:\n${summary}`;
  },
});

// Always gated (seed "Gates and grants"): the runtime calls this only after the CEO decided, and the
// decision (with its note) is the answer the model reads.
export const askCeoTool = defineTool({
  ...osTool,
  family: "CEO questions",
  name: "os.ask_ceo",
  description:
    "Ask the CEO a question. Always gated: the question waits in the CEO's portal and the run ends on the " +
    "CEO's decision, which carries the answer. Offer `options` when the answer is a choice.",
  gate: "always",
  input: z.strictObject({
    question: z.string().min(1).max(2000).describe("The question, answerable on its own."),
    options: z
      .array(z.string().min(1).describe("One answer the CEO may pick."))
      .min(2)
      .max(8)
      .meta({ uniqueItems: true })
      .describe("Answers to choose from; omit for a free answer.")
      .optional(),
    context: z
      .string()
      .max(4000)
      .describe("Background the CEO needs to answer: what you found and what depends on the answer.")
      .optional(),
  }),
  errors: withCallErrors(),
  async execute(_input, call) {
    const decision = call.gateDecision;
    // Fail closed: without a decision nobody answered, and an answer must never be made up.
    if (decision === undefined) throw new Error("os.ask_ceo answers only after the CEO has decided its gate, and no decision was given");
    const verdict = decision.decision === "approve" ? "The CEO approved." : "The CEO denied.";
    const note = decision.note?.trim();
    return note ? `${verdict}\nThe CEO's note: ${note}` : verdict;
  },
});

export const executionTools = [setExecutionNameTool, addExecutionLinkTool, setGateSummaryTool, askCeoTool];
