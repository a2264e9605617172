import type { RunTurn } from "@/lib/client/api-types";
import { CodeBlock } from "../ui/code-block";

/** Arguments exactly as the model sent them: a string raw, an object as compact JSON. */
function argumentsAsSent(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value ?? null);
}

/** What the model sent at one turn: its text, and its calls exactly as sent (arguments raw). */
export function ModelTurnMessage({ model }: { model: RunTurn["model"] }) {
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
        <ol className="space-y-1.5">
          {calls.map((call, index) => (
            <li key={call.id || index} className="text-xs">
              <span className="font-mono font-semibold text-slate-900">{call.name}</span>
              <span className="ml-2 font-mono text-[11px] text-slate-400">{call.id}</span>
              <div className="mt-1">
                <CodeBlock text={argumentsAsSent(call.arguments)} tone="muted" maxHeight="sm" />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
