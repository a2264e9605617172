"use client";
import { useState } from "react";
import type { CallOutcome } from "@/lib/client/api-types";
import { withoutTrailer } from "@/lib/runtime/results/trailer";
import { CodeBlock } from "../ui/code-block";
import { FormattedJson } from "./formatted-json";
import { ModelReadBlock } from "./model-read-block";

// Issue 12, item 8: what the model read, shown formatted — a JSON body (a preview, a structured result)
// indented with its strings' line breaks as line breaks, the trailer on its own line — or, one click away,
// as the exact text the model read, escapes and all.

type Parsed = { body: unknown; trailer: string } | null;

function parsed(result: string): Parsed {
  const body = withoutTrailer(result);
  const trimmed = body.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return null;
  try {
    return { body: JSON.parse(trimmed), trailer: result.slice(body.length).trim() };
  } catch {
    return null;
  }
}

export function ResultView({ result, outcome }: { result: string | null; outcome: CallOutcome }) {
  const [exact, setExact] = useState(false);
  if (result === null) return <ModelReadBlock result={result} outcome={outcome} />;
  const json = parsed(result);
  if (json === null) return <CodeBlock text={result} testId="call-result" />;
  return (
    <div className="space-y-1">
      <div role="group" aria-label="How to show the result" className="flex gap-1 text-[11px]">
        {[false, true].map((choice) => (
          <button
            key={String(choice)}
            type="button"
            aria-pressed={exact === choice}
            data-testid={choice ? "call-result-exact" : "call-result-formatted"}
            onClick={() => setExact(choice)}
            className={`rounded px-1.5 py-0.5 font-medium focus-visible:outline-2 focus-visible:outline-sky-600 ${exact === choice ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100"}`}
          >
            {choice ? "Exact text" : "Formatted"}
          </button>
        ))}
      </div>
      {exact ? (
        <CodeBlock text={result} testId="call-result" />
      ) : (
        <div data-testid="call-result" data-format="json" className="space-y-1">
          <FormattedJson value={json.body} testId="call-result-json" />
          {json.trailer && <p className="px-1 font-mono text-[11px] whitespace-pre-wrap text-slate-500">{json.trailer}</p>}
        </div>
      )}
    </div>
  );
}
