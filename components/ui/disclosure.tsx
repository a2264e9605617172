import type { ReactNode } from "react";

type DisclosureProps = { summary: ReactNode; children: ReactNode; defaultOpen?: boolean; testId?: string };

/** A native <details>: opens with Enter or Space, needs no script. */
export function Disclosure({ summary, children, defaultOpen = false, testId }: DisclosureProps) {
  return (
    <details data-testid={testId} open={defaultOpen} className="group">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-slate-600 select-none hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600">
        <span aria-hidden className="inline-block w-3 transition-transform group-open:rotate-90">▸</span>
        {summary}
      </summary>
      <div className="mt-1.5">{children}</div>
    </details>
  );
}
