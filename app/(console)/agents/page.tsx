import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { hasRole, requirePrincipal } from "../require-principal";
import { AgentsClient } from "./agents-client";

export const metadata: Metadata = { title: "Agents" };

export default async function AgentsPage() {
  const principal = await requirePrincipal("/agents");
  // ONE-PRODUCT.md, People: admins curate agents. Anyone else sees why, not the page.
  if (!hasRole(principal, "admin")) return <RoleRequired role="admin" action="curate agents" roles={principal.roles} />;
  return <AgentsClient />;
}
