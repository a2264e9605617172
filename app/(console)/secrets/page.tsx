import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { hasRole, requirePrincipal } from "../require-principal";
import { SecretsClient } from "./secrets-client";

export const metadata: Metadata = { title: "Secrets" };

export default async function SecretsPage() {
  const principal = await requirePrincipal("/secrets");
  // docs/internal-api.md: secrets need the admin scope, which only the admin role holds.
  if (!hasRole(principal, "admin")) return <RoleRequired role="admin" action="manage secrets" roles={principal.roles} />;
  return <SecretsClient />;
}
