"use client";
import { useState } from "react";
import type { Run } from "@/lib/client/api-types";
import { describeTurnTiming, turnTimingOf } from "@/lib/client/turn-timing";
import { useRunMessages } from "@/lib/client/use-run-messages";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";
import { Panel } from "../ui/panel";
import { OfferedToolList } from "./run-offer-panel";
import { ModelMessageCard } from "./model-message-card";

/**
 * Issue 12, item 9: what the model was sent at each turn (GET /v1/runs/:id/messages), with the turn's
 * latency and tokens where the provider reported them. The latest turn is shown until another is chosen.
 */
export function ModelMessagesPanel({ run }: { run: Run }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const messages = useRunMessages(run.id, chosen, run.turns.length, open);
  const shown = chosen ?? Math.max(run.turns.length - 1, 0);
  return (
    <Panel title="What the model was sent" testId="model-messages">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary data-testid="model-messages-toggle" className="cursor-pointer text-xs font-medium text-slate-600 hover:text-slate-900">
          The messages of each request, as the loop built them — guidance, system prompt, input, earlier turns and their answers
        </summary>
        <div className="mt-3 space-y-3">
          {run.turns.length > 0 && (
            <div role="tablist" aria-label="Turn" className="flex flex-wrap gap-1.5">
              {run.turns.map((turn) => {
                const timing = describeTurnTiming(turnTimingOf(turn));
                const selected = turn.index === shown;
                return (
                  <button
                    key={turn.index}
                    type="button"
                    role="tab"
                    aria-selected={selected}
                    data-testid="model-messages-turn"
                    onClick={() => setChosen(turn.index)}
                    className={`rounded-md border px-2.5 py-1 text-left text-xs focus-visible:outline-2 focus-visible:outline-sky-600 ${selected ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
                  >
                    <span className="font-medium">Turn {turn.index + 1}</span>
                    <span data-testid="turn-timing" className={`ml-1.5 font-mono text-[10px] ${selected ? "text-slate-300" : "text-slate-500"}`}>
                      {timing ?? "no timing reported"}
                    </span>
                  </button>
                );
              })}
            </div>
          )}
          {messages.isPending ? (
            <LoadingState label="Rebuilding the messages…" />
          ) : messages.isError ? (
            <ErrorNotice error={messages.error} title="The messages could not be read." />
          ) : (
            <>
              <p className="text-xs text-slate-500">
                {messages.data.turns === 0 ? "No turn yet: this is what the first request sends." : `Sent at turn ${messages.data.turn + 1} of ${messages.data.turns}:`} {messages.data.messages.length} message
                {messages.data.messages.length === 1 ? "" : "s"}. Secret values are redacted.
              </p>
              <ol className="space-y-2" data-testid="model-message-list">
                {messages.data.messages.map((message, position) => (
                  <ModelMessageCard key={position} message={message} position={position} />
                ))}
              </ol>
              <details data-testid="model-messages-tools" className="rounded-md border border-slate-200 px-3 py-2">
                <summary className="cursor-pointer text-xs font-medium text-slate-600 hover:text-slate-900">
                  {messages.data.tools.length} tool definition{messages.data.tools.length === 1 ? "" : "s"} sent with these messages
                </summary>
                <OfferedToolList tools={messages.data.tools} itemTestId="model-messages-tool" />
              </details>
            </>
          )}
        </div>
      </details>
    </Panel>
  );
}
