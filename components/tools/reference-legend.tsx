import { ERROR_HANDLING_MEANINGS, RETRY_INTRODUCTION, RETRY_MEANINGS } from "@/lib/runtime/catalog/built-in-reference";
import { GATE_MEANINGS } from "@/lib/client/tool-meanings";

/** How to read the chips: the seed's own meaning of each retry safety, gate policy and error handling. */
export function ReferenceLegend() {
  return (
    <details data-testid="reference-legend" className="rounded-lg border border-slate-200 bg-white px-4 py-2 text-xs text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-600 hover:text-slate-900">How to read an entry</summary>
      <div className="mt-2 grid gap-4 pb-2 md:grid-cols-3">
        <div>
          <h3 className="mb-1 font-semibold text-slate-900">Retry</h3>
          <p className="mb-1 text-slate-500">{RETRY_INTRODUCTION}</p>
          <ul className="space-y-0.5">
            {Object.entries(RETRY_MEANINGS).map(([retry, meaning]) => (
              <li key={retry}>
                <code className="font-mono">{retry}</code> — {meaning}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 font-semibold text-slate-900">Gate</h3>
          <ul className="space-y-0.5">
            {Object.entries(GATE_MEANINGS).map(([gate, meaning]) => (
              <li key={gate}>
                <code className="font-mono">{gate}</code> — {meaning}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 font-semibold text-slate-900">Errors come back</h3>
          <ul className="space-y-0.5">
            {Object.values(ERROR_HANDLING_MEANINGS).map((handling) => (
              <li key={handling.label}>
                <strong className="font-medium">{handling.label}</strong> — {handling.meaning}.
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
