import type { ReactNode } from "react";

export type ChipTone = "green" | "amber" | "grey" | "blue" | "red" | "violet" | "outline";

const toneClasses: Record<ChipTone, string> = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/30",
  grey: "bg-slate-100 text-slate-700 ring-slate-500/20",
  blue: "bg-sky-50 text-sky-800 ring-sky-600/25",
  red: "bg-red-50 text-red-800 ring-red-600/25",
  violet: "bg-violet-50 text-violet-800 ring-violet-600/25",
  outline: "bg-white text-slate-600 ring-slate-300",
};

type ChipProps = { tone: ChipTone; children: ReactNode; title?: string; testId?: string; dot?: boolean };

export function Chip({ tone, children, title, testId, dot = false }: ChipProps) {
  return (
    <span
      title={title}
      data-testid={testId}
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-mono text-[11px] leading-4 font-medium ring-1 ring-inset ${toneClasses[tone]}`}
    >
      {dot && <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current" />}
      {children}
    </span>
  );
}
