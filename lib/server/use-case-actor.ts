import "server-only";

/** Who a use case acts for: a signed-in user or a token's user (the HTTP layer's Principal fits). */
export type Actor = { userId: string; organisationId: string; roles: readonly string[] };
