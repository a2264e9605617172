// Issue 9, item 3: the one declaration of a gate's statuses and decisions (CONTRACT.md, Gates), from which
// Prisma's enums, the zod schemas and the console derive.

/** `cancelled`: the run was cancelled while the gate was open; nobody decided it (issue 8, item 15). */
export const GATE_STATUSES = ["open", "decided", "cancelled"] as const;

export type GateStatus = (typeof GATE_STATUSES)[number];

export const GATE_DECISIONS = ["approve", "deny"] as const;

export type GateDecision = (typeof GATE_DECISIONS)[number];
