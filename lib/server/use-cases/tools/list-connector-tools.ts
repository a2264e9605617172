import "server-only";
import { toToolInfo, type ToolInfo } from "@/lib/runtime/catalog/tool-info";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "../../db";
import { organisationVendorTools } from "../../connectors/organisation-vendor-tools";

/**
 * Issue 23, item 7: GET /v1/tools/connectors — the tools of the organisation's connected logins, as the
 * reference shows a tool (each says when a run offers it: its login, its admin's on/off), so the Tools page
 * finds a connector's tools beside the built-ins.
 */
export async function listConnectorTools(database: Database, principal: UseCasePrincipal): Promise<{ tools: ToolInfo[] }> {
  const tools = await organisationVendorTools(database, principal.organisationId);
  return { tools: tools.map((tool) => toToolInfo(tool.definition, true)) };
}
