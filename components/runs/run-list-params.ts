import { RUN_STATUSES, type RunStatus } from "@/lib/client/api-types";
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
};

export const MIN_SEARCH = 3;

export const NO_FILTERS: RunListFilters = { status: null, kind: null, agentId: "", taskId: "", q: "", from: "", to: "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  };
}

/** The page's own address for these filters. */
export function pageAddress(filters: RunListFilters): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `/runs?${text}` : "/runs";
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
  if (before) search.set("before", before);
  return search;
}

export function hasFilters(filters: RunListFilters): boolean {
  return Object.values(filters).some((value) => value !== null && value !== "");
}
