// The exact texts of the refusals a run and the playground both give (CONTRACT.md, Playground: "the same
// admission ... as a run"). Each is written once here, so the two entry points cannot drift apart.

/** Seed "tools in a run": a tool the run does not offer gets its own answer, quoting the name as called. */
export function notOfferedText(name: string): string {
  return `ERROR: tool ${name} is not offered this run`;
}

/** The budget is spent: the run offers no more tools and the model must finish in text. */
export const budgetSpentText = "ERROR: the tool-call budget of this run is spent; finish with text.";

/** Seed "built-in tools", Read and write: quoted in the answer so the model knows why. */
export function readOnlyCredentialText(tool: string): string {
  return `ERROR: ${tool} writes, and this run's credential is read-only: a run credential can write only if its task declares an \`os.*\` tool that writes.`;
}

/** Outside a run nobody waits for the CEO, so the playground refuses a call the run would gate. */
export function gateRequiredText(tool: string): string {
  return `ERROR: ${tool} waits for the CEO's decision, so it runs only inside a run.`;
}

/** Seed "running tools": a fitting call beside a refused one is answered "Not run". */
export const notRunText =
  "Not run: another call of this turn was refused, so nothing of the turn ran. Send this call again with the corrected one.";

/** Seed "tool rules", Exporting stored text: a refused export stops every file write of its batch. */
export const exportNotRunText =
  "Not run: another file write of this turn was refused, so no file of the batch was written. Send this call again with the corrected one.";

export function exportRefusedText(code: string, message: string): string {
  return `ERROR: ${code}: ${message}`;
}

/** Seed "built-in tools", Errors: a tool the run's task does not declare fails the run. */
export function notOnTaskText(name: string): string {
  return `ERROR: tool ${name} exists, but this run's task does not declare it`;
}

/**
 * A call unsafe to repeat whose worker stopped while it ran (issue 16, item 1): it may well have acted
 * before the worker stopped, so the model is told to look before it calls again, never invited to retry.
 */
export function interruptedText(tool: string): string {
  return `ERROR: the call was interrupted and is not repeated, because ${tool} is not retry-safe. It may already have acted: check whether it took effect before calling ${tool} again.`;
}

/** The rest of a turn whose always-gated call ended the run. */
export const endedOnDecisionText = "Not run: the run ended on the CEO's decision before this call.";

/** Seed "built-in tools", Errors: a typo is handed back with the closest tools the run offers. */
export function unknownToolText(name: string, closest: readonly string[]): string {
  const hint = closest.length > 0 ? `. Closest tools this run offers: ${closest.join(", ")}` : "";
  return `ERROR: unknown tool ${name}${hint}`;
}

export function unknownToolRepeatedText(name: string, allowed: number): string {
  return `ERROR: unknown tool ${name}; ${allowed} unknown names were already handed back, so the run fails`;
}

export function bareToolNameText(name: string): string {
  return `ERROR: ${name} names a whole tool catalog, not a tool; call one of its tools by its full name`;
}

/** Issue 10: a vendor tool whose login stopped serving the agent since the offer (disconnected, pending again). */
export function connectorUnavailableText(connector: string): string {
  return `ERROR: connector_unavailable: no connected login of the ${connector} connector serves this agent now; an admin can reconnect it on the Connectors page.`;
}

/** Issue 10: a vendor tool an admin turned off on its login since the offer. */
export function toolTurnedOffText(tool: string, connector: string): string {
  return `ERROR: tool_turned_off: ${tool} was turned off on the ${connector} login.`;
}

/** Issue 10: a vendor tool its login's server no longer lists. */
export function vendorToolGoneText(tool: string, connector: string): string {
  return `ERROR: vendor_tool_gone: the ${connector} server no longer lists ${tool}.`;
}
