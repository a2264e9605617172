"use client";
import type { TriState } from "@/lib/client/agent-draft";
import { SegmentedControl } from "../ui/segmented-control";

type TriStateControlProps = {
  label: string;
  /** What "unset" means for this setting, in a word or two ("offered", "organisation default"). */
  unsetLabel: string;
  value: TriState;
  onChange: (value: TriState) => void;
  testId: string;
  error?: string;
};

/** A setting that is on, off, or left unset (null in the API) — three choices, never a checkbox. */
export function TriStateControl({ label, unsetLabel, value, onChange, testId, error }: TriStateControlProps) {
  return (
    <div data-testid={testId} data-value={value} className="flex flex-wrap items-center justify-between gap-2">
      <span className="font-mono text-xs text-slate-700">{label}</span>
      <SegmentedControl
        label={label}
        value={value}
        onChange={onChange}
        segments={[
          { value: "unset", label: `Unset · ${unsetLabel}`, testId: `${testId}-unset` },
          { value: "on", label: "On", testId: `${testId}-on` },
          { value: "off", label: "Off", testId: `${testId}-off` },
        ]}
      />
      {error && (
        <p role="alert" className="w-full text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
