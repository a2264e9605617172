"use client";
import type { KeyboardEvent } from "react";

export type Segment<Value extends string> = { value: Value; label: string; count?: number; testId?: string };

type SegmentedControlProps<Value extends string> = {
  label: string;
  segments: Segment<Value>[];
  value: Value;
  onChange: (value: Value) => void;
};

/** A row of toggle buttons for one choice (a filter, a tab); arrow keys move between them. */
export function SegmentedControl<Value extends string>({ label, segments, value, onChange }: SegmentedControlProps<Value>) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const index = segments.findIndex((segment) => segment.value === value);
    const step = event.key === "ArrowRight" ? 1 : -1;
    const next = segments[(index + step + segments.length) % segments.length];
    if (next) onChange(next.value);
    event.preventDefault();
  }
  return (
    <div role="radiogroup" aria-label={label} onKeyDown={onKeyDown} className="inline-flex flex-wrap rounded-md border border-slate-300 bg-white p-0.5 shadow-xs">
      {segments.map((segment) => {
        const selected = segment.value === value;
        return (
          <button
            key={segment.value}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            data-testid={segment.testId}
            onClick={() => onChange(segment.value)}
            className={`rounded px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-sky-600 ${selected ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100"}`}
          >
            {segment.label}
            {segment.count !== undefined && <span className={`ml-1.5 tabular-nums ${selected ? "text-slate-300" : "text-slate-400"}`}>{segment.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
