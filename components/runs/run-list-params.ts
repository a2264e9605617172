import { RUN_STATUSES, type RunStatus } from "@/lib/client/api-types";
import { CALL_OUTCOMES, type CallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
import { RUN_KINDS, type RunKind } from "@/lib/runtime/lifecycle/run-kind";

// Issue 12, item 10: the runs list's filters as the page's address holds them (so a filtered list can be
// shared and survives a reload), and as GET /v1/runs reads them. Dates are whole local days: `to` includes
// its day, so the API's exclusive `to` is the next day's midnight.

export type RunListFilters = {
  status: RunStatus | null;
  kind: RunKind | null;
  agentId: string;
  taskId: string;
  /** As typed; sent once it is at least MIN_SEARCH characters. */
  q: string;
  /** YYYY-MM-DD, local. */
  from: string;
  to: string;
  /** Issue 23, item 1: runs with a call that ended so. */
  callOutcome: CallOutcome | null;
  /** ISO instants (an overview bar's hour or day), sent as they are: runs with a call recorded in [callsFrom, callsTo). */
  callsFrom: string;
  callsTo: string;
};

export const MIN_SEARCH = 3;

export const NO_FILTERS: RunListFilters = { status: null, kind: null, agentId: "", taskId: "", q: "", from: "", to: "", callOutcome: null, callsFrom: "", callsTo: "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address names the pages walked (`pages=`: their cursors, oldest last) so Back returns to the page left. */
const PAGES_PARAM = "pages";
const CURSOR = /^[A-Za-z0-9_-]{1,300}$/;
const MOST_PAGES = 100;

function instant(text: string): string {
  return text !== "" && !Number.isNaN(Date.parse(text)) ? text : "";
}

type Params = Record<string, string | string[] | undefined>;

function one(params: Params, name: string): string {
  const value = params[name];
  return typeof value === "string" ? value : "";
}

export function filtersFromParams(params: Params): RunListFilters {
  const status = one(params, "status");
  const kind = one(params, "kind");
  const from = one(params, "from");
  const to = one(params, "to");
  return {
    status: RUN_STATUSES.find((candidate) => candidate === status) ?? null,
    kind: RUN_KINDS.find((candidate) => candidate === kind) ?? null,
    agentId: one(params, "agentId"),
    taskId: one(params, "taskId"),
    q: one(params, "q"),
    from: DAY.test(from) ? from : "",
    to: DAY.test(to) ? to : "",
    callOutcome: CALL_OUTCOMES.find((candidate) => candidate === one(params, "callOutcome")) ?? null,
    callsFrom: instant(one(params, "callsFrom")),
    callsTo: instant(one(params, "callsTo")),
  };
}

/** The cursors of the pages after the first, as the address names them (anything else is dropped: page 1). */
export function pagesFromParams(params: Params): string[] {
  const cursors = one(params, PAGES_PARAM).split(".").filter((cursor) => CURSOR.test(cursor));
  return cursors.slice(0, MOST_PAGES);
}

/** The page's own address for these filters, and the pages walked past the first. */
export function pageAddress(filters: RunListFilters, pages: readonly string[] = []): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
  if (pages.length > 0) search.set(PAGES_PARAM, pages.join("."));
  const text = search.toString();
  return text ? `/runs?${text}` : "/runs";
}

/**
 * Issue 23, item 1: the runs behind an overview count or bar — runs with a call that ended so (any outcome
 * when null), recorded in [from, to), of one agent when the overview shows one.
 */
export function runsWithCallsAddress(calls: { outcome: CallOutcome | null; from: string; to: string; agentId?: string | null }): string {
  return pageAddress({ ...NO_FILTERS, callOutcome: calls.outcome, callsFrom: calls.from, callsTo: calls.to, agentId: calls.agentId ?? "" });
}

function localMidnight(day: string, addDays = 0): string | null {
  if (!DAY.test(day)) return null;
  const [year, month, date] = day.split("-").map(Number);
  const midnight = new Date(year, month - 1, date + addDays);
  return Number.isNaN(midnight.getTime()) ? null : midnight.toISOString();
}

/** The query of GET /v1/runs for these filters (a search too short to send is left out). */
export function apiQuery(filters: RunListFilters, before: string | null, limit: number): URLSearchParams {
  const search = new URLSearchParams({ limit: String(limit) });
  if (filters.status) search.set("status", filters.status);
  if (filters.kind) search.set("kind", filters.kind);
  if (filters.agentId) search.set("agentId", filters.agentId);
  if (filters.taskId) search.set("taskId", filters.taskId);
  if (filters.q.trim().length >= MIN_SEARCH) search.set("q", filters.q.trim());
  const from = localMidnight(filters.from);
  const to = localMidnight(filters.to, 1);
  if (from) search.set("from", from);
  if (to) search.set("to", to);
  if (filters.callOutcome) search.set("callOutcome", filters.callOutcome);
  if (filters.callsFrom) search.set("callsFrom", new Date(filters.callsFrom).toISOString());
  if (filters.callsTo) search.set("callsTo", new Date(filters.callsTo).toISOString());
  if (before) search.set("before", before);
  return search;
}

export function hasFilters(filters: RunListFilters): boolean {
  return Object.values(filters).some((value) => value !== null && value !== "");
}
