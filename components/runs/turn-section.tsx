import type { RunTurn } from "@/lib/client/api-types";
import { TimeLabel } from "../ui/time-label";
import { CallRecordCard } from "./call-record-card";
import { ModelTurnMessage } from "./model-turn-message";

type TurnSectionProps = { turn: RunTurn; canDecideGates: boolean };

export function TurnSection({ turn, canDecideGates }: TurnSectionProps) {
  return (
    <section data-testid="turn" data-turn-index={turn.index} className="relative pl-6">
      <span aria-hidden className="absolute top-1 left-0 grid size-4 place-items-center rounded-full bg-slate-900 text-[9px] font-bold text-white">
        {turn.index + 1}
      </span>
      <h3 className="mb-2 flex items-baseline gap-2 text-sm font-semibold text-slate-900">
        Turn {turn.index + 1}
        <span className="text-xs font-normal text-slate-500">
          <TimeLabel iso={turn.startedAt} />
        </span>
        <span className="text-xs font-normal text-slate-400">
          {turn.calls.length} call{turn.calls.length === 1 ? "" : "s"}
        </span>
      </h3>
      <div className="space-y-2">
        <ModelTurnMessage model={turn.model} />
        {turn.calls.map((call) => (
          <CallRecordCard key={call.id} call={call} canDecideGates={canDecideGates} />
        ))}
      </div>
    </section>
  );
}
