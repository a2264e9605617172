import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { hasRole, requirePrincipal } from "../../require-principal";
import { AgentClient } from "./agent-client";

export const metadata: Metadata = { title: "Agent" };

type AgentPageProps = { params: Promise<{ id: string }> };

export default async function AgentPage({ params }: AgentPageProps) {
  const { id } = await params;
  const principal = await requirePrincipal(`/agents/${encodeURIComponent(id)}`);
  // ONE-PRODUCT.md, People: admins curate agents.
  if (!hasRole(principal, "admin")) return <RoleRequired role="admin" action="curate agents" roles={principal.roles} />;
  return <AgentClient agentId={id} />;
}
