import "server-only";
import { MemoryGrantSchema, type Task } from "@/lib/contracts/task-bodies";
import type { Task as TaskRow } from "@/lib/generated/prisma/client";
import { collectDeclarations } from "@/lib/runtime/admission/parse-task-declaration";

function memoryGrantsOf(value: unknown): Task["memoryGrants"] {
  const parsed = MemoryGrantSchema.array().safeParse(value);
  return parsed.success ? parsed.data : [];
}

export function toTaskView(task: TaskRow): Task {
  return {
    id: task.id,
    name: task.name,
    tools: task.tools,
    gates: task.gates,
    declarations: collectDeclarations(task.tools).map((declaration) => ({
      tool: declaration.tool,
      pins: declaration.pins.map((pin) => ({ field: pin.field, values: [...pin.values], fatal: pin.fatal })),
    })),
    isClone: task.isClone,
    memoryGrants: memoryGrantsOf(task.memoryGrants),
    version: task.version,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}
