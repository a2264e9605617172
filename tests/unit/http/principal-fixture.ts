import type { Principal } from "@/lib/server/auth/principal";

export function principalWith(overrides: Partial<Principal> = {}): Principal {
  return {
    userId: "user_1",
    organisationId: "organisation_1",
    email: "editor@example.org",
    roles: ["editor"],
    scopes: ["tools:read", "runs:read", "runs:write"],
    via: "token",
    credentialId: "token_1",
    ...overrides,
  };
}
