// Issue 18, item 4: what retrying, routing, clearing or escalating a run came to — one union the tools
// (lib/tools/os/unblock-run-tools.ts) and the HTTP routes (POST /v1/runs/:id/{retry,route,clear,escalate})
// both read, each turning it into its own answer or error.

import type { RunStatus } from "@/lib/runtime/lifecycle/run-status";
import type { RunOwnerKind } from "./may-unblock";

export type RunOwner = { kind: RunOwnerKind; id: string; name: string };

/** The run as an unblocking action leaves it. */
export type UnblockedRun = {
  id: string;
  status: RunStatus;
  /** Who may unblock it: its starter until routed, then whoever it was routed to; null for a starter deleted since. */
  owner: RunOwner | null;
  escalation: { at: string; note: string } | null;
};

export type UnblockOutcome =
  /** The action changed the run. */
  | { kind: "done"; run: UnblockedRun }
  /** The action was taken already (a repeat): nothing changed. */
  | { kind: "unchanged"; run: UnblockedRun }
  /** No run of the organisation has the id: a foreign and a made-up id read the same. */
  | { kind: "not_found" }
  /** The acting user may not (may-unblock.ts says why). */
  | { kind: "refused"; reason: string }
  /** The run is in no state this action unblocks. */
  | { kind: "not_blocked"; status: RunStatus; reason: string }
  /** os.route_run: no member or role of the organisation has the id in `to`. */
  | { kind: "target_not_found"; to: string };
