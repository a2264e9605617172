import "server-only";
import { vendorTools, type VendorTool } from "@/lib/runtime/catalog/vendor-tools";
import type { Database } from "../db";
import { storedToolSettings, storedTools } from "./stored-login";

/**
 * The tools of an organisation's connected logins, each with its admin's on/off; a connector served at several
 * places (organisation, a guild, an agent) counts once, as its newest login has it. What os.search_catalog searches
 * and the Tools page's connector shelf lists (issue 23, item 7).
 */
export async function organisationVendorTools(database: Database, organisationId: string): Promise<VendorTool[]> {
  const logins = await database.connectorLogin.findMany({
    where: { organisationId, status: "connected" },
    select: { tools: true, toolSettings: true, connector: { select: { name: true } } },
    orderBy: { createdAt: "asc" },
  });
  const tools = logins.flatMap((login) =>
    vendorTools({ connector: login.connector.name, loginState: "on", tools: storedTools(login.tools), settings: storedToolSettings(login.toolSettings) }),
  );
  return [...new Map(tools.map((tool) => [tool.definition.name, tool])).values()];
}
