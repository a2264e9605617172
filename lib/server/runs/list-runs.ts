import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { ListRunsQuery } from "@/lib/contracts/run-bodies";
import type { RunList } from "@/lib/contracts/run-schemas";
import { noTroubledCalls } from "@/lib/contracts/troubled-calls";
import type { Database } from "../db";
import { databaseViewRedactor, type ViewRedactor } from "../runtime/redact-for-view";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { decodeRunListCursor, encodeRunListCursor, type RunListCursor } from "./run-list-cursor";
import { runListQuery, type RunListRow } from "./run-list-query";
import { serializeRunSummary } from "./serialize-run";
import { troubledCallsOfRuns } from "./troubled-calls-query";

// CONTRACT.md, Curation and people: GET /v1/runs filters (agent, task, status, kind, time, a search of input
// and output, issue 23: the outcome and time of its calls) and pages with a keyset. An id of another organisation filters to nothing, as a made-up one.

function cursorOf(text: string | undefined): RunListCursor | null {
  if (text === undefined) return null;
  const cursor = decodeRunListCursor(text);
  if (cursor) return cursor;
  const message = "before is not a cursor this server gave: pass back the nextCursor of a page.";
  throw new AppError("invalid_request", message, { details: [{ path: "before", message }] });
}

/**
 * Issue 8, item 2: the input is stored as the person wrote it, so it may hold a secret's value; a search
 * must not answer a guess of one differently from a miss. A run found only through text the view redacts
 * is left out of the page (its place still moves the cursor on).
 */
function foundInView(row: RunListRow, q: string, redactor: ViewRedactor): boolean {
  const texts = [row.input, row.output ?? ""];
  const shown = texts.map((text) => redactor.text(text));
  // Nothing redacted: PostgreSQL's match stands (its case folding is the one the search promised).
  if (shown.every((text, position) => text === texts[position])) return true;
  const needle = q.toLowerCase();
  return shown.some((text) => text.toLowerCase().includes(needle));
}

export async function listRuns(database: Database, principal: UseCasePrincipal, query: ListRunsQuery): Promise<RunList> {
  const filters = {
    ...(query.agentId ? { agentId: query.agentId } : {}),
    ...(query.taskId ? { taskId: query.taskId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(query.from ? { from: new Date(query.from) } : {}),
    ...(query.to ? { to: new Date(query.to) } : {}),
    ...(query.callOutcome ? { callOutcome: query.callOutcome } : {}),
    ...(query.callsFrom ? { callsFrom: new Date(query.callsFrom) } : {}),
    ...(query.callsTo ? { callsTo: new Date(query.callsTo) } : {}),
  };
  // One more than a page: whether another page follows, without counting.
  const rows = await database.$queryRaw<RunListRow[]>(runListQuery(principal.organisationId, filters, cursorOf(query.before), query.limit + 1));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeRunListCursor({ createdAt: last.createdAt, id: last.id }) : null;
  const redactor = await databaseViewRedactor(database, principal.organisationId, page.map((row) => row.agentId));
  const shown = query.q ? page.filter((row) => foundInView(row, query.q as string, redactor)) : page;
  const troubled = await troubledCallsOfRuns(database, principal.organisationId, shown.map((row) => row.id));
  return { runs: shown.map((row) => serializeRunSummary(row, redactor, troubled.get(row.id) ?? noTroubledCalls())), nextCursor };
}
