"use client";
import { useStoredResult } from "@/lib/client/use-stored-result";
import { Button } from "../ui/button";
import { CodeBlock } from "../ui/code-block";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";
import { TimeLabel } from "../ui/time-label";

/** The whole stored result of a ref (GET /v1/results/:ref), one window at a time. */
export function StoredResultViewer({ storedRef }: { storedRef: string }) {
  const result = useStoredResult(storedRef);
  if (result.data === undefined) {
    return result.isError ? <ErrorNotice error={result.error} /> : <LoadingState label="Reading the stored result…" />;
  }
  const windows = result.data.pages;
  const first = windows[0];
  const text = windows.map((window) => window.text).join("");
  const loadedChars = Array.from(text).length;
  return (
    <div data-testid="stored-result" className="space-y-2">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-[11px] text-slate-500">
        <span>
          tool <span className="font-mono text-slate-800">{first?.tool}</span>
        </span>
        <span>
          stored <TimeLabel iso={first?.createdAt ?? null} />
        </span>
        <span data-testid="stored-result-progress" className="tabular-nums">
          {loadedChars.toLocaleString()} of {(first?.totalChars ?? 0).toLocaleString()} characters
        </span>
        {first?.truncated && <span className="text-amber-700">capped when stored (truncated)</span>}
      </p>
      <CodeBlock text={text} maxHeight="lg" testId="stored-result-text" />
      {result.hasNextPage && (
        <Button size="sm" onClick={() => result.fetchNextPage()} disabled={result.isFetchingNextPage} data-testid="stored-result-more">
          {result.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
      {result.error && <ErrorNotice error={result.error} />}
    </div>
  );
}
