// Issue 10: the one declaration of a connector login's scopes and statuses (CONTRACT.md, Connectors), from
// which Prisma's enums, the zod schemas and the console derive.

export const LOGIN_SCOPES = ["organisation", "guild", "agent"] as const;

export type LoginScope = (typeof LOGIN_SCOPES)[number];

/** pending: waits for a sign-in; disconnected: cannot serve; connected: serves its listed tools. */
export const LOGIN_STATUSES = ["pending", "disconnected", "connected"] as const;

export type LoginStatus = (typeof LOGIN_STATUSES)[number];
