"use client";
import { useBlockers } from "@/lib/client/use-blockers";
import { useGates } from "@/lib/client/use-gates";

const BADGE_POLL_MS = 5_000;

/**
 * What waits for the CEO on the Gates page: open gates and escalated runs; nothing while none do (or while the
 * count is unknown).
 */
export function OpenGatesBadge() {
  const gates = useGates("open", BADGE_POLL_MS);
  const escalated = useBlockers(true, BADGE_POLL_MS);
  const gateCount = gates.data?.length ?? 0;
  const runCount = escalated.data?.length ?? 0;
  const count = gateCount + runCount;
  if (count === 0) return null;
  const words = [gateCount > 0 ? `${gateCount} open gate${gateCount === 1 ? "" : "s"}` : null, runCount > 0 ? `${runCount} escalated run${runCount === 1 ? "" : "s"}` : null];
  return (
    <span
      data-testid="open-gates-count"
      aria-label={words.filter(Boolean).join(" and ")}
      title={words.filter(Boolean).join(" and ")}
      className="min-w-5 rounded-full bg-sky-600 px-1.5 text-center text-[11px] leading-5 font-semibold text-white tabular-nums"
    >
      {count}
    </span>
  );
}
