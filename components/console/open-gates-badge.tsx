"use client";
import { useGates } from "@/lib/client/use-gates";

const BADGE_POLL_MS = 5_000;

/** How many gates wait for the CEO; nothing while none do (or while the count is unknown). */
export function OpenGatesBadge() {
  const gates = useGates("open", BADGE_POLL_MS);
  const count = gates.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="open-gates-count"
      aria-label={`${count} open gate${count === 1 ? "" : "s"}`}
      className="min-w-5 rounded-full bg-sky-600 px-1.5 text-center text-[11px] leading-5 font-semibold text-white tabular-nums"
    >
      {count}
    </span>
  );
}
