// Issue 23, item 7: a run is called by the same words everywhere — the runs list, its own page: the name
// the model gave it (os.set_execution_name), else the beginning of its input, never "Unnamed run".

const TITLE_CHARS = 110;

export type TitledRun = { executionName: string | null; input: string };

/** The input on one line, cut at `length` characters with an ellipsis. */
export function inputExcerpt(input: string, length = TITLE_CHARS): string {
  const flat = input.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

export function runTitle(run: TitledRun): string {
  const name = run.executionName?.trim();
  if (name) return name;
  return inputExcerpt(run.input) || "A run with no input";
}

/** Whether the title is the run's name (then its input is worth showing under it). */
export function isNamedRun(run: TitledRun): boolean {
  return Boolean(run.executionName?.trim());
}
