"use client";
import type { OfferedTool } from "@/lib/client/api-types";
import { useRunOffer } from "@/lib/client/use-run";
import { ErrorNotice } from "../ui/error-notice";
import { JsonView } from "../ui/json-view";
import { LoadingState } from "../ui/loading-state";

/** GET /v1/runs/:id/offer, read only when opened: the tools exactly as sent to the model at the latest turn. */
export function RunOfferPanel({ runId, open }: { runId: string; open: boolean }) {
  const offer = useRunOffer(runId, open);
  if (!open) return null;
  if (offer.isPending) return <LoadingState label="Reading the offer…" />;
  if (offer.isError) return <ErrorNotice error={offer.error} />;
  if (offer.data.length === 0) return <p className="text-xs text-slate-500">No tools were offered.</p>;
  return <OfferedToolList tools={offer.data} testId="run-offer" />;
}

/** Tool definitions as a model was sent them: name, description, and the parameters one click away. */
export function OfferedToolList({ tools, testId, itemTestId }: { tools: readonly OfferedTool[]; testId?: string; itemTestId?: string }) {
  return (
    <ul data-testid={testId} className="divide-y divide-slate-100">
      {tools.map((tool) => (
        <li key={tool.name} data-testid={itemTestId} className="py-2">
          <p className="font-mono text-xs font-semibold">{tool.name}</p>
          <p className="mt-0.5 text-xs text-slate-600">{tool.description}</p>
          <details className="mt-1">
            <summary className="cursor-pointer text-[11px] text-slate-500">parameters</summary>
            <JsonView value={tool.parameters} />
          </details>
        </li>
      ))}
    </ul>
  );
}
