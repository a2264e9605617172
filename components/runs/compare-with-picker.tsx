"use client";
import { useRouter } from "next/navigation";
import type { Run } from "@/lib/client/api-types";
import { formatTime } from "@/lib/client/format-time";
import { useRuns } from "@/lib/client/use-runs";
import { inputExcerpt, runTitle } from "@/lib/client/run-title";

/** How many of the task's other runs the picker offers, newest first. */
const COMPARE_CHOICES = 20;

/** Issue 23, item 8: pick another run of the same task to see both side by side. */
export function CompareWithPicker({ run }: { run: Run }) {
  const router = useRouter();
  const query = new URLSearchParams({ limit: String(COMPARE_CHOICES + 1), ...(run.taskId ? { taskId: run.taskId } : { agentId: run.agentId }) });
  const runs = useRuns(query, { refresh: false });
  const others = (runs.data?.runs ?? []).filter((other) => other.id !== run.id).slice(0, COMPARE_CHOICES);
  if (others.length === 0) return null;
  return (
    <label className="flex items-center gap-1.5 text-xs text-slate-600">
      Compare with
      <select
        data-testid="compare-with"
        value=""
        onChange={(event) => event.target.value && router.push(`/runs/compare?${new URLSearchParams({ a: run.id, b: event.target.value })}`)}
        className="max-w-56 rounded-md border border-slate-300 bg-white px-1.5 py-1 text-xs"
      >
        <option value="">{run.taskId ? "another run of this task…" : "another run of this agent…"}</option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {formatTime(other.createdAt)} · {other.status} · {inputExcerpt(runTitle(other), 40)}
          </option>
        ))}
      </select>
    </label>
  );
}
