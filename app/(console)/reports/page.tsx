import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { hasRole, requirePrincipal } from "../require-principal";
import { ReportsClient } from "./reports-client";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage() {
  const principal = await requirePrincipal("/reports");
  // GET /v1/issue-reports needs the admin scope, which only the admin role holds.
  if (!hasRole(principal, "admin")) return <RoleRequired role="admin" action="read what agents reported" roles={principal.roles} />;
  return <ReportsClient />;
}
