// CONTRACT.md, Curation and people: GET /v1/tokens (one's own; an admin sees the organisation's) and
// DELETE /v1/tokens/:id (revoke). A token's value is shown once at creation and never again.

export type ApiTokenView = {
  id: string;
  name: string;
  scopes: string[];
  /** Whose token it is. */
  user: { id: string; email: string };
  createdAt: string;
  lastUsedAt: string | null;
  /** Null while the token works. */
  revokedAt: string | null;
};
