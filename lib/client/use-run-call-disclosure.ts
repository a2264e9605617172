"use client";
import { useCallback, useMemo, useState } from "react";
import type { CallRecord, Run } from "./api-types";

// Issue 12, item 8: which calls of a run's timeline are open. A short run opens every call; a long one
// opens only those worth a look (not `ok`), and the rest open on a click, from the trace or the card.

const OPEN_EVERY_CALL_UP_TO = 8;

export type CallDisclosure = {
  isOpen(callId: string): boolean;
  setOpen(callId: string, open: boolean): void;
  setAll(open: boolean): void;
};

export function useRunCallDisclosure(run: Run): CallDisclosure {
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map());
  const calls = useMemo(() => run.turns.flatMap((turn) => turn.calls), [run.turns]);
  const byId = useMemo(() => new Map(calls.map((call) => [call.id, call])), [calls]);
  const openByDefault = useCallback((call: CallRecord | undefined) => calls.length <= OPEN_EVERY_CALL_UP_TO || (call !== undefined && call.outcome !== "ok"), [calls.length]);
  return {
    isOpen: (callId) => chosen.get(callId) ?? openByDefault(byId.get(callId)),
    setOpen: (callId, open) => setChosen((previous) => new Map(previous).set(callId, open)),
    setAll: (open) => setChosen(new Map(calls.map((call) => [call.id, open]))),
  };
}
