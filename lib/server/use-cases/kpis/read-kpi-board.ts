import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { KPI_BOARD_ROLES, mayReadKpiBoard, type KpiBoard } from "@/lib/contracts/kpi-schemas";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { loadKpiViews, offTrackFirst } from "@/lib/tools/os/kpi-view";

/** CONTRACT.md: GET /v1/kpis → `{ "kpis": [...] }`, every live KPI of every level, off-track first. */
export async function readKpiBoard(database: Database, principal: UseCasePrincipal): Promise<KpiBoard> {
  if (!mayReadKpiBoard(principal.roles)) {
    throw new AppError("forbidden", "The KPI board is for the CEO and admins; your roles allow neither.", { required: [...KPI_BOARD_ROLES] });
  }
  return { kpis: offTrackFirst(await loadKpiViews(database, principal.organisationId, {})) };
}
