import { z } from "zod";

// CONTRACT.md, Tasks: POST /v1/tasks and the Task it answers with. Declarations are checked against the
// catalog when saved (tool_unknown, tool_not_run_callable, gate_summary_required).

const DeclarationEntrySchema = z.string().min(1, "A tool declaration is empty.").max(2_000);

export const MemoryGrantSchema = z.strictObject({
  layer: z.enum(["team", "enterprise"]),
  eventIdPrefix: z.string().min(1).max(200),
});

const TaskNameSchema = z.string().trim().min(1, "Give the task a name.").max(200, "A task's name is at most 200 characters.");
const DeclarationsSchema = z.array(DeclarationEntrySchema).max(500);
const GatesSchema = z.array(z.string().min(1).max(300)).max(500);

export const CreateTaskBodySchema = z.strictObject({
  name: TaskNameSchema,
  tools: DeclarationsSchema,
  gates: GatesSchema.optional(),
  /** Seed "Gates and grants", memory.train: member/role memory only on an original task, never a clone. */
  isClone: z.boolean().optional(),
  memoryGrants: z.array(MemoryGrantSchema).max(20).optional(),
});
export type CreateTaskBody = z.infer<typeof CreateTaskBodySchema>;

/**
 * CONTRACT.md, Curation and people: PATCH /v1/tasks/:id (admin). A change makes a new version; runs keep the
 * version they started with. The declarations are checked as on create.
 */
export const UpdateTaskBodySchema = z.strictObject({
  name: TaskNameSchema.optional(),
  tools: DeclarationsSchema.optional(),
  gates: GatesSchema.optional(),
});
export type UpdateTaskBody = z.infer<typeof UpdateTaskBodySchema>;

export type TaskPin = { field: string; values: string[]; fatal: boolean };

export type Task = {
  id: string;
  name: string;
  /** Exactly as saved. */
  tools: string[];
  gates: string[];
  /** The same entries parsed and merged per tool. */
  declarations: { tool: string; pins: TaskPin[] }[];
  isClone: boolean;
  memoryGrants: z.infer<typeof MemoryGrantSchema>[];
  /** 1 when created; each change of name, tools or gates makes the next. */
  version: number;
  createdAt: string;
  updatedAt: string;
};
