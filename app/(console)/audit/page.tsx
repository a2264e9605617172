import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { hasRole, requirePrincipal } from "../require-principal";
import { AuditClient } from "./audit-client";

export const metadata: Metadata = { title: "Audit" };

/** Issue 23, item 7: the audit events the backend records, for admins (GET /v1/audit-events needs the admin scope). */
export default async function AuditPage() {
  const principal = await requirePrincipal("/audit");
  if (!hasRole(principal, "admin")) return <RoleRequired role="admin" action="read the audit events" roles={principal.roles} />;
  return <AuditClient />;
}
