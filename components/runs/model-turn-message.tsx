import type { RunTurn } from "@/lib/client/api-types";
import { CodeBlock } from "../ui/code-block";

/** Arguments exactly as the model sent them: a string raw, an object as compact JSON. */
function argumentsAsSent(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value ?? null);
}

type ModelTurnMessageProps = { model: RunTurn["model"]; recordedCallIds: ReadonlySet<string>; onOpenCall: (modelCallId: string) => void };

/**
 * What the model sent at one turn: its text, and the calls it asked for by name. Issue 12, item 8: a
 * call's arguments are shown once, in its card below; only a call with no card yet shows them here.
 */
export function ModelTurnMessage({ model, recordedCallIds, onOpenCall }: ModelTurnMessageProps) {
  const calls = Array.isArray(model.calls) ? model.calls : [];
  return (
    <div data-testid="model-message" className="space-y-2 rounded-md border border-dashed border-slate-300 bg-white px-3 py-2">
      <h4 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">The model sent</h4>
      {model.text ? (
        <p data-testid="model-text" className="text-sm whitespace-pre-wrap text-slate-800">
          {model.text}
        </p>
      ) : (
        calls.length === 0 && <p className="text-xs text-slate-500 italic">Empty text, no calls.</p>
      )}
      {calls.length > 0 && (
        <ol className="flex flex-wrap gap-1.5">
          {calls.map((call, index) =>
            recordedCallIds.has(call.id) ? (
              <li key={call.id || index}>
                <button
                  type="button"
                  data-testid="model-call"
                  onClick={() => onOpenCall(call.id)}
                  className="rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 font-mono text-[11px] text-slate-800 hover:border-sky-400 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"
                  title={`Call ${call.id}: open its card below`}
                >
                  {call.name}
                </button>
              </li>
            ) : (
              <li key={call.id || index} data-testid="model-call-unrecorded" className="w-full text-xs">
                <span className="font-mono font-semibold text-slate-900">{call.name}</span>
                <span className="ml-2 font-mono text-[11px] text-slate-400">{call.id} · not recorded yet</span>
                <div className="mt-1">
                  <CodeBlock text={argumentsAsSent(call.arguments)} tone="muted" maxHeight="sm" />
                </div>
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}
