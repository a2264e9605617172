// search_tools: every tool Tollgate knows, searched by what it does. Seed "tool rules", Previews: distinct
// queries run concurrently, at most five per call, and results keep query order; each hit keeps its name
// and a description of at most 200 characters.

import { modelNameOf } from "@/lib/runtime/catalog/tool-definition";
import type { Catalog, ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { isOffered, offeredNamesOf, type OfferedNames } from "./offered-names";
import { rankTools, type SearchableTool } from "./score-tool";
import { shortDescription } from "./short-description";

/** Seed "tool rules", Previews: at most five queries per call. */
export const MAX_QUERIES = 5;

/** `offered` is null when the call was not made at a model's turn (the offer is unknown there). */
export type ToolHit = { name: string; description: string; offered: boolean | null };

type QueryResult = { query: string; hits: ToolHit[] };

/** Every tool a run can call, plus offered tools the registry does not hold (an agent's own scripts). */
export function searchableTools(catalog: Catalog, offered: OfferedNames): SearchableTool[] {
  // ONE-PRODUCT: a run never answers a CEO-chat tool, so finding one would only mislead.
  const known = catalog.all().filter((definition) => definition.runCallable);
  const tools = known.map((definition) => ({ name: modelNameOf(definition.name), canonicalName: definition.name, family: definition.family, description: definition.description }));
  const names = new Set(tools.map((tool) => tool.name));
  const ownTools = offered.known ? [...offered.names].filter((name) => !names.has(name)) : [];
  return [...tools, ...ownTools.map((name) => ({ name, canonicalName: name, family: "", description: "" }))];
}

async function searchOne(tools: readonly SearchableTool[], offered: OfferedNames, query: string, limit: number): Promise<ToolHit[]> {
  return rankTools(tools, query, limit).map((tool) => ({ name: tool.name, description: shortDescription(tool.description), offered: isOffered(offered, tool.name) }));
}

/** JSON with one line per hit, so five queries of ten hits stay easy to scan. */
function answerText(results: readonly QueryResult[], absent: readonly string[]): string {
  const blocks = results.map(({ query, hits }) => {
    const lines = hits.map((hit) => JSON.stringify(hit)).join(",\n");
    return `{"query":${JSON.stringify(query)},"hits":[${lines === "" ? "" : `\n${lines}\n`}]}`;
  });
  return `{"results":[\n${blocks.join(",\n")}\n],"absent":${JSON.stringify(absent)}}`;
}

export async function searchTools({ queries, limit }: { queries: string[]; limit: number }, context: ToolContext, { catalog }: ToolServices): Promise<string> {
  const offered = offeredNamesOf(context);
  const tools = searchableTools(catalog, offered);
  const distinct = [...new Set(queries)];
  const answers = await Promise.all(distinct.map((query) => searchOne(tools, offered, query, limit)));
  const byQuery = new Map(distinct.map((query, index) => [query, answers[index]]));
  const results = queries.map((query) => ({ query, hits: byQuery.get(query) ?? [] }));
  // Seed "Shared rules": a query that ran and matched nothing is an absence, said apart from the hits.
  const absent = distinct.filter((query) => (byQuery.get(query) ?? []).length === 0);
  return answerText(results, absent);
}
