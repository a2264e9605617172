import type { Metadata } from "next";
import { requirePrincipal } from "../../require-principal";
import { PlanClient } from "./plan-client";

export const metadata: Metadata = { title: "Plan" };

export default async function PlanPage({ params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const decoded = decodeURIComponent(name);
  await requirePrincipal(`/plans/${encodeURIComponent(decoded)}`);
  return <PlanClient name={decoded} />;
}
