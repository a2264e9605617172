"use client";
import type { RunEventView } from "@/lib/contracts/unblock-schemas";
import { useRunEvents } from "@/lib/client/use-run-events";
import { Panel } from "../ui/panel";
import { TimeLabel } from "../ui/time-label";

const EVENT_WORDS: Record<RunEventView["kind"], string> = {
  retried: "Retried",
  routed: "Routed",
  cleared: "Cleared",
  escalated: "Escalated to the CEO",
};

function routedTo(event: RunEventView): string | null {
  const to = event.detail["to"];
  if (to === null || typeof to !== "object" || !("name" in to)) return null;
  return String((to as { name: unknown }).name);
}

/** Issue 18, item 4: the run's timeline entries that are not turns — who retried, routed, cleared or escalated it, and why. */
export function RunEventsPanel({ runId }: { runId: string }) {
  const events = useRunEvents(runId, 3_000);
  if (!events.data || events.data.length === 0) return null;
  return (
    <Panel title="Unblocking" testId="run-events">
      <ol className="divide-y divide-slate-100">
        {events.data.map((event) => (
          <li key={event.id} data-testid="run-event" data-kind={event.kind} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2 text-sm">
            <span className="font-medium text-slate-900">
              {EVENT_WORDS[event.kind]}
              {event.kind === "routed" && routedTo(event) ? ` to ${routedTo(event)}` : ""}
            </span>
            <span className="text-xs text-slate-500">
              by {event.by ?? "a deleted user"}
              {event.byRunId ? " (through an agent's run)" : ""} · <TimeLabel iso={event.at} />
            </span>
            {event.note && <span data-testid="run-event-note" className="w-full text-slate-700">{event.note}</span>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
