// os.search_catalog: every tool the enterprise could use — the built-ins a task can declare and answer, and
// the tools of its connected vendor logins an admin left on — ranked by what they do, each under the exact
// name a task declares. Seed "Shared rules": a search that matches nothing says so, apart from any hit.

import type { ToolContext } from "@/lib/runtime/ports";
import { organisationVendorTools } from "@/lib/server/connectors/organisation-vendor-tools";
import { rankTools, type SearchableTool } from "../catalogue/score-tool";
import { shortDescription } from "../catalogue/short-description";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList } from "../json-text";

/** Built-ins a task declares (not binding, flag or run-own tools) that a run answers today. */
function builtInTools({ catalog, implementedTools }: ToolServices): SearchableTool[] {
  return catalog
    .all()
    .filter((definition) => definition.runCallable && (definition.availability ?? { kind: "native" }).kind === "native")
    .filter((definition) => implementedTools?.has(definition.name) ?? true)
    .map(({ name, family, description }) => ({ name, canonicalName: name, family, description }));
}

/** The organisation's connected logins' tools that are on; a connector served at several places counts once. */
async function vendorToolsOf({ db }: ToolServices, organisationId: string): Promise<SearchableTool[]> {
  return (await organisationVendorTools(db, organisationId))
    .filter((tool) => tool.enabled)
    .map(({ definition }) => ({ name: definition.name, canonicalName: definition.name, family: definition.family, description: definition.description }));
}

export async function searchCatalog({ query, limit }: { query: string; limit: number }, context: ToolContext, services: ToolServices): Promise<string> {
  const tools = [...builtInTools(services), ...(await vendorToolsOf(services, context.organisationId))];
  const matches = rankTools(tools, query, limit).map((tool) => ({ name: tool.name, family: tool.family, description: shortDescription(tool.description) }));
  if (matches.length === 0) return `No tool the enterprise could use matches ${JSON.stringify(query)}: try other words for what it should do.`;
  return compactJsonList({ query, count: matches.length }, "matches", matches);
}
