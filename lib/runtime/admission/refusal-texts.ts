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
