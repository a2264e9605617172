import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { KpiBoard } from "@/lib/contracts/kpi-schemas";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { loadKpiViews, offTrackFirst } from "@/lib/tools/os/kpi-view";

/** Issue 18, item 3: the KPI board is the CEO's and the admins'. An editor reads the KPIs a run may see through the tools instead. */
export const KPI_BOARD_ROLES = ["ceo", "admin"] as const;

export function mayReadKpiBoard(roles: readonly string[]): boolean {
  return roles.some((role) => (KPI_BOARD_ROLES as readonly string[]).includes(role));
}

/** CONTRACT.md: GET /v1/kpis → `{ "kpis": [...] }`, every live KPI of every level, off-track first. */
export async function readKpiBoard(database: Database, principal: UseCasePrincipal): Promise<KpiBoard> {
  if (!mayReadKpiBoard(principal.roles)) {
    throw new AppError("forbidden", "The KPI board is for the CEO and admins; your roles allow neither.", { required: [...KPI_BOARD_ROLES] });
  }
  return { kpis: offTrackFirst(await loadKpiViews(database, principal.organisationId, {})) };
}
