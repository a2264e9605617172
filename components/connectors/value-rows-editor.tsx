"use client";
import type { SecretSummary } from "@/lib/client/api-types";
import { Button } from "../ui/button";
import { SelectInput, TextInput } from "../ui/form-controls";
import { SegmentedControl } from "../ui/segmented-control";
import { EMPTY_VALUE_ROW, type ValueRow } from "./connector-draft";

type ValueRowsEditorProps = {
  label: string;
  /** "Variable" or "Header". */
  keyLabel: string;
  rows: ValueRow[];
  onChange: (rows: ValueRow[]) => void;
  /** The organisation's secrets, by name: a row may read one instead of holding a value. */
  secrets: readonly SecretSummary[];
  idPrefix: string;
  /** The API's messages for this map, by the part of the path under it ("" for the map itself, else the key). */
  problems: { rest: string; message: string }[];
  onEdited: (key: string) => void;
};

/** Environment variables or headers: each a typed value, or a secret of the organisation picked by name. */
export function ValueRowsEditor({ label, keyLabel, rows, onChange, secrets, idPrefix, problems, onEdited }: ValueRowsEditorProps) {
  function update(index: number, change: Partial<ValueRow>) {
    const row = rows[index];
    if (!row) return;
    onEdited(row.key.trim());
    if (change.key !== undefined) onEdited(change.key.trim());
    onChange(rows.map((candidate, position) => (position === index ? { ...candidate, ...change } : candidate)));
  }
  const problemsOf = (key: string) => problems.filter((problem) => key !== "" && (problem.rest === key || problem.rest.startsWith(`${key}.`)));
  const mapProblems = problems.filter((problem) => !rows.some((row) => row.key.trim() !== "" && problemsOf(row.key.trim()).includes(problem)));
  return (
    <fieldset data-testid={`${idPrefix}-rows`} className="space-y-2">
      <legend className="mb-1 text-xs font-medium text-slate-700">{label}</legend>
      {rows.length === 0 && <p className="text-xs text-slate-500">None.</p>}
      {rows.map((row, index) => {
        const rowProblems = problemsOf(row.key.trim());
        return (
          <div key={index} data-testid={`${idPrefix}-row`} className="space-y-1 rounded-md border border-slate-200 p-2">
            <div className="flex flex-wrap items-center gap-2">
              <TextInput
                aria-label={`${keyLabel} name`}
                data-testid={`${idPrefix}-key`}
                placeholder={keyLabel === "Header" ? "Authorization" : "API_TOKEN"}
                value={row.key}
                aria-invalid={rowProblems.length > 0}
                onChange={(event) => update(index, { key: event.target.value })}
                className="w-40 flex-none font-mono"
              />
              <SegmentedControl
                label={`Where ${row.key || "this"} comes from`}
                value={row.source}
                onChange={(source) => update(index, { source })}
                segments={[
                  { value: "value", label: "Value", testId: `${idPrefix}-source-value` },
                  { value: "secret", label: "Secret", testId: `${idPrefix}-source-secret` },
                ]}
              />
              {row.source === "value" ? (
                <TextInput
                  aria-label={`${keyLabel} value`}
                  data-testid={`${idPrefix}-value`}
                  value={row.value}
                  aria-invalid={rowProblems.length > 0}
                  onChange={(event) => update(index, { value: event.target.value })}
                  className="min-w-32 flex-1 font-mono"
                />
              ) : (
                <SelectInput
                  aria-label={`${keyLabel} secret`}
                  data-testid={`${idPrefix}-secret`}
                  value={row.secret}
                  aria-invalid={rowProblems.length > 0}
                  onChange={(event) => update(index, { secret: event.target.value })}
                  className="min-w-32 flex-1 font-mono"
                >
                  <option value="">{secrets.length === 0 ? "No organisation secrets yet" : "Pick a secret…"}</option>
                  {secrets.map((secret) => (
                    <option key={secret.id} value={secret.name}>
                      {secret.name}
                    </option>
                  ))}
                </SelectInput>
              )}
              <Button
                size="sm"
                tone="ghost"
                aria-label={`Remove ${row.key || `row ${index + 1}`}`}
                onClick={() => {
                  onEdited(row.key.trim());
                  onChange(rows.filter((_, position) => position !== index));
                }}
              >
                Remove
              </Button>
            </div>
            {rowProblems.map((problem) => (
              <p key={problem.rest + problem.message} role="alert" className="text-xs text-red-700">
                {problem.message}
              </p>
            ))}
          </div>
        );
      })}
      {mapProblems.map((problem) => (
        <p key={problem.rest + problem.message} role="alert" className="text-xs text-red-700">
          {problem.rest ? <code className="mr-1 font-mono">{problem.rest}</code> : null}
          {problem.message}
        </p>
      ))}
      <Button size="sm" onClick={() => onChange([...rows, EMPTY_VALUE_ROW])} data-testid={`${idPrefix}-add`}>
        Add {keyLabel.toLowerCase()}
      </Button>
    </fieldset>
  );
}
