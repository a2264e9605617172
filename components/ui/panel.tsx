import type { ReactNode } from "react";

type PanelProps = { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string; testId?: string };

export function Panel({ title, actions, children, className = "", testId }: PanelProps) {
  return (
    <section data-testid={testId} className={`rounded-lg border border-slate-200 bg-white shadow-xs ${className}`}>
      {(title || actions) && (
        <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
          <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className="p-4">{children}</div>
    </section>
  );
}
