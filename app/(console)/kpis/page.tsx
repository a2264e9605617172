import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { mayReadKpiBoard } from "@/lib/contracts/kpi-schemas";
import { requirePrincipal } from "../require-principal";
import { KpisClient } from "./kpis-client";

export const metadata: Metadata = { title: "KPIs" };

export default async function KpisPage() {
  const principal = await requirePrincipal("/kpis");
  // Issue 18, item 3: the KPI board is the CEO's and the admins' (GET /v1/kpis refuses anyone else).
  if (!mayReadKpiBoard(principal.roles)) return <RoleRequired role="CEO or admin" action="read the KPI board" roles={principal.roles} />;
  return <KpisClient />;
}
