"use client";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { OpenRefBox } from "@/components/runs/open-ref-box";
import { RunListFiltersBar } from "@/components/runs/run-list-filters";
import { apiQuery, filtersFromParams, hasFilters, pageAddress, pagesFromParams, type RunListFilters } from "@/components/runs/run-list-params";
import { RunsTable } from "@/components/runs/runs-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { useRuns } from "@/lib/client/use-runs";

const PAGE_SIZE = 50;

/**
 * The address is the list's state: its filters and (issue 23, item 7) the pages walked, so Back from a run
 * returns to the page it was opened from, and a reload or a shared link shows the same page.
 */
export function RunsClient() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const params = useMemo(() => Object.fromEntries(searchParams.entries()), [searchParams]);
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // Keyset paging (GET /v1/runs `before`): the cursors of the pages walked past the first, oldest last.
  const pages = useMemo(() => pagesFromParams(params), [params]);
  const before = pages.at(-1) ?? null;
  const runs = useRuns(apiQuery(filters, before, PAGE_SIZE));

  const changeFilters = useCallback((next: RunListFilters) => router.replace(pageAddress(next), { scroll: false }), [router]);
  // A page turned is a step in the history: Back turns it back.
  const goToPages = (next: readonly string[]) => router.push(pageAddress(filters, next), { scroll: false });

  const page = runs.data;
  const pageNumber = pages.length + 1;
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
      ) : page && page.runs.length === 0 && pages.length === 0 ? (
        <EmptyState title={hasFilters(filters) ? "No run matches these filters" : "No runs yet"}>
          {hasFilters(filters) ? "Clear a filter, or widen the days." : "Start one in the Playground."}
        </EmptyState>
      ) : (
        <>
          {runs.isError && <ErrorNotice error={runs.error} title="The runs could not be refreshed." />}
          {page && <RunsTable runs={page.runs} />}
          <nav aria-label="Pages of runs" className="flex items-center gap-2">
            <Button size="sm" data-testid="runs-newer" disabled={pages.length === 0} onClick={() => goToPages(pages.slice(0, -1))}>
              ← Newer
            </Button>
            <Button size="sm" data-testid="runs-older" disabled={!page?.nextCursor} onClick={() => page?.nextCursor && goToPages([...pages, page.nextCursor])}>
              Older →
            </Button>
            <span data-testid="runs-page" className="text-xs text-slate-500">
              Page {pageNumber}
              {pageNumber === 1 ? " (refreshes every few seconds)" : ""}
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
