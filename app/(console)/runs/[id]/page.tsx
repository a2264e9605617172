import type { Metadata } from "next";
import { hasRole, requirePrincipal } from "../../require-principal";
import { RunClient } from "./run-client";

export const metadata: Metadata = { title: "Run" };

type RunPageProps = { params: Promise<{ id: string }> };

export default async function RunPage({ params }: RunPageProps) {
  const { id } = await params;
  const principal = await requirePrincipal(`/runs/${encodeURIComponent(id)}`);
  return <RunClient runId={id} canCancel={hasRole(principal, "admin", "editor")} canDecideGates={hasRole(principal, "ceo")} />;
}
