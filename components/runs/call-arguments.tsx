import { FormattedJson } from "./formatted-json";
import { CodeBlock } from "../ui/code-block";

// Issue 12, item 8: a call's arguments are shown once, in its card — after repair, and beside them what the
// model sent only when repair changed it (a string the model sent raw is shown exactly as sent).

function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

function ArgumentsValue({ value, testId }: { value: unknown; testId: string }) {
  return typeof value === "string" ? <CodeBlock text={value} tone="muted" maxHeight="sm" testId={testId} /> : <FormattedJson value={value} maxHeight="sm" testId={testId} />;
}

export function CallArguments({ value, asSent }: { value: unknown; asSent: unknown }) {
  const changed = asSent !== undefined && !sameValue(value, asSent);
  return (
    <div data-testid="call-arguments" className="space-y-1.5">
      <h5 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Arguments{changed ? " (after repair)" : ""}</h5>
      <ArgumentsValue value={value} testId="call-arguments-value" />
      {changed && (
        <>
          <h5 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">As the model sent them</h5>
          <ArgumentsValue value={asSent} testId="call-arguments-as-sent" />
        </>
      )}
    </div>
  );
}
