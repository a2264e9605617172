"use client";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { OpenRefBox } from "@/components/runs/open-ref-box";
import { RunListFiltersBar } from "@/components/runs/run-list-filters";
import { apiQuery, hasFilters, pageAddress, type RunListFilters } from "@/components/runs/run-list-params";
import { RunsTable } from "@/components/runs/runs-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { useRuns } from "@/lib/client/use-runs";

const PAGE_SIZE = 50;

export function RunsClient({ initialFilters }: { initialFilters: RunListFilters }) {
  const router = useRouter();
  const [filters, setFilters] = useState(initialFilters);
  // Keyset paging (GET /v1/runs `before`): the cursors of the pages walked, newest first; null is the first page.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const before = cursors.at(-1) ?? null;
  const runs = useRuns(apiQuery(filters, before, PAGE_SIZE));

  const changeFilters = useCallback(
    (next: RunListFilters) => {
      setFilters(next);
      setCursors([null]);
      router.replace(pageAddress(next), { scroll: false });
    },
    [router],
  );

  const page = runs.data;
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <PageHeader
        title="Runs"
        description="Every run of your organisation, newest first. Filter, search, and open one for its trace."
        actions={runs.isFetching && !runs.isPending ? <span className="text-xs text-slate-400">Refreshing…</span> : null}
      />
      <RunListFiltersBar value={filters} onChange={changeFilters} />
      {runs.isPending ? (
        <LoadingState label="Loading runs…" />
      ) : runs.isError && !page ? (
        <ErrorNotice error={runs.error} title="The runs could not be loaded." />
      ) : page && page.runs.length === 0 && cursors.length === 1 ? (
        <EmptyState title={hasFilters(filters) ? "No run matches these filters" : "No runs yet"}>
          {hasFilters(filters) ? "Clear a filter, or widen the days." : "Start one in the Playground."}
        </EmptyState>
      ) : (
        <>
          {runs.isError && <ErrorNotice error={runs.error} title="The runs could not be refreshed." />}
          {page && <RunsTable runs={page.runs} />}
          <nav aria-label="Pages of runs" className="flex items-center gap-2">
            <Button size="sm" data-testid="runs-newer" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
              ← Newer
            </Button>
            <Button size="sm" data-testid="runs-older" disabled={!page?.nextCursor} onClick={() => page?.nextCursor && setCursors([...cursors, page.nextCursor])}>
              Older →
            </Button>
            <span data-testid="runs-page" className="text-xs text-slate-500">
              Page {cursors.length}
              {cursors.length === 1 ? " (refreshes every few seconds)" : ""}
            </span>
          </nav>
        </>
      )}
      <Panel title="Open a ref">
        <OpenRefBox />
      </Panel>
    </div>
  );
}
