import "server-only";
import type { Role } from "@/lib/contracts/role";
import type { Permission } from "./permissions";

/** Who a request acts for: a signed-in browser user (session) or an API token's user. */
export type Principal = {
  userId: string;
  organisationId: string;
  email: string;
  roles: readonly Role[];
  /** What the principal may do: a session's role scopes, or a token's scopes its user's roles allow. */
  scopes: readonly Permission[];
  via: "session" | "token";
  /** The Session or ApiToken row that authenticated the request. */
  credentialId: string;
};

/** What a use case needs of whom it acts for (issue 17, item 4: one name, `principal`); a schedule's acting user fits too. */
export type UseCasePrincipal = Pick<Principal, "userId" | "organisationId" | "roles">;
