"use client";
import { SelectInput } from "../ui/form-controls";

type ToolOverrideSelectProps<Value extends string> = {
  label: string;
  /** What the tool's annotations give (the value when no admin set one). */
  fromAnnotations: Value;
  /** The value in force: an admin's, or the annotations'. */
  value: Value;
  options: readonly Value[];
  onChange: (value: Value | null) => void;
  disabled: boolean;
  testId: string;
  /** A min-width class wide enough for the longest choice ("idempotent · admin"): a table cell would squeeze it. */
  minWidthClass: string;
};

/**
 * Access or retry class: "from annotations" unless an admin chose one. A value equal to the annotations' shows
 * as theirs — it behaves the same, and choosing "from annotations" sends null either way.
 */
export function ToolOverrideSelect<Value extends string>({ label, fromAnnotations, value, options, onChange, disabled, testId, minWidthClass }: ToolOverrideSelectProps<Value>) {
  const overridden = value !== fromAnnotations;
  return (
    <SelectInput
      aria-label={label}
      data-testid={testId}
      data-value={value}
      data-overridden={overridden}
      value={overridden ? value : ""}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === "" ? null : (event.target.value as Value))}
      title={overridden ? `Set by an admin; the annotations give ${fromAnnotations}` : "From the tool's MCP annotations"}
      className={`h-7 ${minWidthClass} py-0 pr-7 font-mono text-xs ${overridden ? "border-amber-400 bg-amber-50" : ""}`}
    >
      <option value="">{fromAnnotations} · hint</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option} · admin
        </option>
      ))}
    </SelectInput>
  );
}
