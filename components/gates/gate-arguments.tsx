import { formatJson } from "@/lib/client/format-json";

/** A gated call's arguments as a reader wants them: each field on its own line, text as text. */
export function GateArguments({ value }: { value: unknown }) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return <pre className="font-mono text-xs whitespace-pre-wrap text-slate-800">{formatJson(value)}</pre>;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return <p className="text-xs text-slate-500 italic">No arguments.</p>;
  return (
    <dl data-testid="gate-arguments" className="space-y-1.5">
      {entries.map(([field, fieldValue]) => (
        <div key={field}>
          <dt className="font-mono text-[11px] text-slate-500">{field}</dt>
          <dd className={typeof fieldValue === "string" ? "text-sm whitespace-pre-wrap text-slate-900" : "font-mono text-xs whitespace-pre-wrap text-slate-800"}>
            {typeof fieldValue === "string" ? fieldValue : formatJson(fieldValue)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
