import type { TaskDetail } from "@/lib/client/api-types";
import { gateNeverWaits } from "@/lib/client/task-draft";
import { Chip } from "../ui/chip";
import { PinChip } from "./pin-chip";

/** A task's declared tools, each with its pins written as declared (`tool#field=a,b`, `#!` when fatal) and its gate. */
export function DeclarationList({ task }: { task: TaskDetail }) {
  if (task.declarations.length === 0) return <span className="text-slate-400">none</span>;
  return (
    <ul className="space-y-1">
      {task.declarations.map((declaration) => {
        const gated = task.gates.includes(declaration.tool);
        return (
          <li key={declaration.tool} data-testid="task-declaration" data-tool={declaration.tool} className="flex flex-wrap items-center gap-x-1 gap-y-1">
            <code className="font-mono text-[12px] text-slate-900">{declaration.tool}</code>
            {declaration.pins.map((pin) => (
              <PinChip key={pin.field} pin={pin} />
            ))}
            {gated && (
              <span className="ml-1">
                <Chip tone={gateNeverWaits(declaration.tool) ? "grey" : "violet"} testId="task-declaration-gated" title={gateNeverWaits(declaration.tool) ? "Gate saved, but it never waits: the OS answers this tool before it reads the task's gates." : "A call waits for the CEO."}>
                  {gateNeverWaits(declaration.tool) ? "gate · never waits" : "gated"}
                </Chip>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
