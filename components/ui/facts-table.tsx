import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode; testId?: string };

/** Label/value pairs in two tight columns. */
export function FactsTable({ facts, testId }: { facts: Fact[]; testId?: string }) {
  return (
    <dl data-testid={testId} className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-xs">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-mono text-slate-500">{fact.label}</dt>
          <dd data-testid={fact.testId} className="min-w-0 font-mono break-words text-slate-900">
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
