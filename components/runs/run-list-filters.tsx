"use client";
import { useEffect, useState } from "react";
import { RUN_KINDS } from "@/lib/runtime/lifecycle/run-kind";
import { useAgents } from "@/lib/client/use-agents";
import { useTasks } from "@/lib/client/use-tasks";
import { Button } from "../ui/button";
import { Field, SelectInput, TextInput } from "../ui/form-controls";
import { CallsWindowNote, RunCallOutcomeFilter } from "./run-call-outcome-filter";
import { RunStatusFilter } from "./run-status-filter";
import { MIN_SEARCH, NO_FILTERS, hasFilters, type RunListFilters } from "./run-list-params";

const SEARCH_PAUSE_MS = 350;

type RunListFiltersProps = { value: RunListFilters; onChange: (filters: RunListFilters) => void };

/** Issue 12, item 10: the runs list's filters — status, agent, task, kind, created between two days, a search; issue 23: a call's outcome and time. */
export function RunListFiltersBar({ value, onChange }: RunListFiltersProps) {
  const agents = useAgents();
  const tasks = useTasks();
  const [typed, setTyped] = useState(value.q);
  // The search is sent once typing pauses, and only from three characters (the API's trigram search).
  useEffect(() => {
    if (typed === value.q) return;
    const timer = setTimeout(() => onChange({ ...value, q: typed }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);
  const tooShort = typed.trim().length > 0 && typed.trim().length < MIN_SEARCH;
  const set = (change: Partial<RunListFilters>) => onChange({ ...value, ...change });
  return (
    <div data-testid="runs-filters" className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-end gap-3">
        <RunStatusFilter value={value.status} onChange={(status) => set({ status })} />
        <Field className="min-w-64 flex-1" label="Search input and output" htmlFor="runs-search" error={tooShort ? `Type at least ${MIN_SEARCH} characters to search.` : undefined}>
          <TextInput id="runs-search" type="search" data-testid="runs-search" placeholder="Words from a run's input or output" value={typed} onChange={(event) => setTyped(event.target.value)} aria-invalid={tooShort} />
        </Field>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field className="w-44" label="Agent" htmlFor="runs-agent">
          <SelectInput id="runs-agent" data-testid="runs-agent" value={value.agentId} onChange={(event) => set({ agentId: event.target.value })}>
            <option value="">Every agent</option>
            {(agents.data ?? []).map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </SelectInput>
        </Field>
        <Field className="w-44" label="Task" htmlFor="runs-task">
          <SelectInput id="runs-task" data-testid="runs-task" value={value.taskId} onChange={(event) => set({ taskId: event.target.value })}>
            <option value="">Any task or none</option>
            {(tasks.data ?? []).map((task) => (
              <option key={task.id} value={task.id}>
                {task.name}
              </option>
            ))}
          </SelectInput>
        </Field>
        <Field className="w-44" label="Kind" htmlFor="runs-kind">
          <SelectInput id="runs-kind" data-testid="runs-kind" value={value.kind ?? ""} onChange={(event) => set({ kind: RUN_KINDS.find((kind) => kind === event.target.value) ?? null })}>
            <option value="">Every kind</option>
            {RUN_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind.replace("_", " ")}
              </option>
            ))}
          </SelectInput>
        </Field>
        <RunCallOutcomeFilter value={value.callOutcome} onChange={(callOutcome) => set({ callOutcome })} />
        <Field className="w-40" label="Created from" htmlFor="runs-from">
          <TextInput id="runs-from" type="date" data-testid="runs-from" value={value.from} max={value.to || undefined} onChange={(event) => set({ from: event.target.value })} />
        </Field>
        <Field className="w-40" label="to (that day included)" htmlFor="runs-to">
          <TextInput id="runs-to" type="date" data-testid="runs-to" value={value.to} min={value.from || undefined} onChange={(event) => set({ to: event.target.value })} />
        </Field>
        <Button
          size="md"
          tone="ghost"
          data-testid="runs-clear-filters"
          disabled={!hasFilters(value)}
          onClick={() => {
            setTyped("");
            onChange(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
      {(value.callsFrom || value.callsTo) && <CallsWindowNote from={value.callsFrom} to={value.callsTo} onClear={() => set({ callsFrom: "", callsTo: "" })} />}
    </div>
  );
}
