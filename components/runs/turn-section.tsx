import type { RunTurn } from "@/lib/client/api-types";
import { formatDuration } from "@/lib/client/format-time";
import { formatTokens, TOKENS_ONLY_NOTE } from "@/lib/client/format-usage";
import { TimeLabel } from "../ui/time-label";
import { CallRecordCard } from "./call-record-card";
import { ModelTurnMessage } from "./model-turn-message";

type TurnSectionProps = {
  turn: RunTurn;
  canDecideGates: boolean;
  isOpen: (callId: string) => boolean;
  onToggleCall: (callId: string, open: boolean) => void;
  /** The calls the run's search leaves in view; null shows every call. */
  shown: ReadonlySet<string> | null;
};

export function TurnSection({ turn, canDecideGates, isOpen, onToggleCall, shown }: TurnSectionProps) {
  const tokens = formatTokens(turn.usage);
  const sentById = new Map(turn.model.calls.map((call) => [call.id, call.arguments]));
  const visible = shown === null ? turn.calls : turn.calls.filter((call) => shown.has(call.id));
  const recordedCallIds = new Set(turn.calls.map((call) => call.modelCallId));
  function openModelCall(modelCallId: string) {
    const call = turn.calls.find((candidate) => candidate.modelCallId === modelCallId);
    if (!call) return;
    onToggleCall(call.id, true);
    requestAnimationFrame(() => document.getElementById(`call-${call.id}`)?.scrollIntoView({ behavior: "smooth", block: "start" }));
  }
  return (
    <section data-testid="turn" data-turn-index={turn.index} className="relative pl-6">
      <span aria-hidden className="absolute top-1 left-0 grid size-4 place-items-center rounded-full bg-slate-900 text-[9px] font-bold text-white">
        {turn.index + 1}
      </span>
      <h3 className="mb-2 flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-slate-900">
        Turn {turn.index + 1}
        <span className="text-xs font-normal text-slate-500">
          <TimeLabel iso={turn.startedAt} />
        </span>
        <span data-testid="turn-latency" className="text-xs font-normal text-slate-500">
          {turn.latencyMs === null ? "model time not measured" : `model ${formatDuration(turn.latencyMs)}`}
        </span>
        {turn.promptTokens != null && (
          <span data-testid="turn-prompt-tokens" className="text-xs font-normal text-slate-500" title="The prompt's size as the runtime counted it before the request (a tokenizer for OpenAI models, else a conservative estimate)">
            prompt {turn.promptTokens.toLocaleString("en-US")} tokens
          </span>
        )}
        {tokens && (
          <span data-testid="turn-tokens" className="text-xs font-normal text-slate-500" title={TOKENS_ONLY_NOTE}>
            {tokens}
          </span>
        )}
        <span className="text-xs font-normal text-slate-400">
          {turn.calls.length} call{turn.calls.length === 1 ? "" : "s"}
          {shown !== null && visible.length !== turn.calls.length && ` · ${visible.length} match`}
        </span>
      </h3>
      <div className="space-y-2">
        <ModelTurnMessage model={turn.model} recordedCallIds={recordedCallIds} onOpenCall={openModelCall} />
        {visible.map((call) => (
          <CallRecordCard
            key={call.id}
            call={call}
            asSent={sentById.get(call.modelCallId)}
            canDecideGates={canDecideGates}
            open={isOpen(call.id)}
            onToggle={(open) => onToggleCall(call.id, open)}
          />
        ))}
      </div>
    </section>
  );
}
