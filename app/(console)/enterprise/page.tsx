import type { Metadata } from "next";
import { hasRole, requirePrincipal } from "../require-principal";
import { EnterpriseClient } from "./enterprise-client";

export const metadata: Metadata = { title: "Enterprise" };

// CONTRACT.md, The enterprise: every signed-in member reads it; an admin or the CEO writes the profile;
// admins add job roles and set members' roles and teams.
export default async function EnterprisePage() {
  const principal = await requirePrincipal("/enterprise");
  return <EnterpriseClient canEditProfile={hasRole(principal, "admin", "ceo")} isAdmin={hasRole(principal, "admin")} />;
}
