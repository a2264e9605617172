import { z } from "zod";

// CONTRACT.md, Curation and people: GET /v1/tokens (one's own; an admin sees the organisation's) and
// DELETE /v1/tokens/:id (revoke). A token's value is shown once at creation and never again.

export const ApiTokenViewSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  user: z.strictObject({ id: z.string(), email: z.string() }).describe("Whose token it is."),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable().describe("Null while the token works."),
});
export type ApiTokenView = z.infer<typeof ApiTokenViewSchema>;

export const TokenListSchema = z.strictObject({ tokens: z.array(ApiTokenViewSchema) });

/**
 * Issue 23, item 7: POST /v1/tokens — a signed-in person makes a named token of their own, with scopes their
 * roles allow; its value is in the answer once and never again.
 */
export const CreateTokenBodySchema = z.strictObject({
  name: z.string().trim().min(1, "name: give the token a name, so it can be told apart (say, where it is used)").max(80, "name: at most 80 characters"),
  scopes: z.array(z.string().max(40)).min(1, "scopes: at least one scope").max(6),
});
export type CreateTokenBody = z.infer<typeof CreateTokenBodySchema>;

export const CreatedTokenSchema = z.strictObject({
  token: ApiTokenViewSchema,
  /** The token itself: shown this once; only its hash is kept. */
  value: z.string(),
});
export type CreatedToken = z.infer<typeof CreatedTokenSchema>;
