// How a run shows it ran into its budget (seed "running tools", the bounded loop): a call handed back once
// the tool-call budget is spent, and a run failed at its iteration cap. Named once: admission and the loop
// write them, and the OS reads them back when it looks for runs ending on their budget (issue 18).

/** A call's code: handed back because the run's tool-call budget is spent. */
export const BUDGET_SPENT = "budget_spent";

/** A run's failure code: it reached its iteration cap without a final answer. */
export const ITERATION_CAP_REACHED = "iteration_cap_reached";
