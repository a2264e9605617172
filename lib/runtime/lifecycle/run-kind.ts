// Issue 9, item 3: the one declaration of a run's kinds (CONTRACT.md, Runs: POST /v1/runs `kind`).

export const RUN_KINDS = ["direct", "group_chat", "schedule"] as const;

export type RunKind = (typeof RUN_KINDS)[number];
