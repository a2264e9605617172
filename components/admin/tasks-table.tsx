"use client";
import { useState } from "react";
import type { TaskDetail } from "@/lib/client/api-types";
import { gateNeverWaits } from "@/lib/client/task-draft";
import { Button } from "../ui/button";
import { Chip } from "../ui/chip";
import { TimeLabel } from "../ui/time-label";
import { DeclarationList } from "./declaration-list";
import { DeleteTaskConfirmation } from "./delete-task-confirmation";

type TasksTableProps = { tasks: TaskDetail[]; editingId: string | null; onEdit: (task: TaskDetail) => void };

export function TasksTable({ tasks, editingId, onEdit }: TasksTableProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="tasks-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Name</th>
            <th scope="col" className="px-3 py-2 font-semibold">Declared tools</th>
            <th scope="col" className="px-3 py-2 font-semibold">Gates</th>
            <th scope="col" className="px-3 py-2 font-semibold">Created</th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tasks.map((task) => (
            <tr key={task.id} data-testid="task-row" data-task-id={task.id} className="align-top">
              <td className="px-3 py-2">
                <span data-testid="task-name" className="font-medium text-slate-900">{task.name}</span>
                <span className="ml-1.5">
                  <Chip tone="grey" testId="task-version" title="Each saved edit makes the next version; a run keeps the version it started with.">
                    v{task.version}
                  </Chip>
                </span>
                {task.isClone && (
                  <span className="ml-1.5">
                    <Chip tone="grey" title="A clone: member and role memory, and memory grants, are not for it.">clone</Chip>
                  </span>
                )}
                <code className="mt-0.5 block font-mono text-[10px] text-slate-400">{task.id}</code>
              </td>
              <td className="px-3 py-2">
                <DeclarationList task={task} />
              </td>
              <td data-testid="task-gates" className="px-3 py-2">
                {task.gates.length === 0 ? (
                  <span className="text-slate-400">none</span>
                ) : (
                  <span className="flex flex-wrap gap-1">
                    {task.gates.map((gate) => (
                      <Chip key={gate} tone={gateNeverWaits(gate) ? "grey" : "violet"} testId="task-gate" title={gateNeverWaits(gate) ? "Saved, but never waits." : "Waits for the CEO."}>
                        {gate}
                        {gateNeverWaits(gate) && <span className="font-sans">· never waits</span>}
                      </Chip>
                    ))}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-500">
                <TimeLabel iso={task.createdAt} />
              </td>
              <td className="w-56 px-3 py-2">
                <div className="flex justify-end gap-1.5">
                  <Button size="sm" onClick={() => onEdit(task)} disabled={editingId === task.id} data-testid="task-edit" aria-label={`Edit ${task.name}`}>
                    {editingId === task.id ? "Editing…" : "Edit"}
                  </Button>
                  <Button size="sm" tone="ghost" onClick={() => setConfirming(task.id)} data-testid="task-delete" aria-label={`Delete ${task.name}`}>
                    Delete
                  </Button>
                </div>
                {confirming === task.id && <DeleteTaskConfirmation task={task} onCancel={() => setConfirming(null)} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
