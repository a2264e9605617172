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
