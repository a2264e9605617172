import type { TaskDetail } from "@/lib/client/api-types";
import { gateNeverWaits } from "@/lib/client/task-draft";
import { Chip } from "../ui/chip";
import { TimeLabel } from "../ui/time-label";
import { DeclarationList } from "./declaration-list";

export function TasksTable({ tasks }: { tasks: TaskDetail[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="tasks-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Name</th>
            <th scope="col" className="px-3 py-2 font-semibold">Declared tools</th>
            <th scope="col" className="px-3 py-2 font-semibold">Gates</th>
            <th scope="col" className="px-3 py-2 font-semibold">Created</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tasks.map((task) => (
            <tr key={task.id} data-testid="task-row" data-task-id={task.id} className="align-top">
              <td className="px-3 py-2">
                <span data-testid="task-name" className="font-medium text-slate-900">{task.name}</span>
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
