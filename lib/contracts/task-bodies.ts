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

export const TaskPinSchema = z.strictObject({ field: z.string(), values: z.array(z.string()), fatal: z.boolean() });
export type TaskPin = z.infer<typeof TaskPinSchema>;

export const TaskSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    tools: z.array(z.string()).describe("Exactly as saved."),
    gates: z.array(z.string()),
    declarations: z.array(z.strictObject({ tool: z.string(), pins: z.array(TaskPinSchema) })).describe("The same entries parsed and merged per tool."),
    isClone: z.boolean(),
    memoryGrants: z.array(MemoryGrantSchema),
    version: z.int().describe("1 when created; each change of name, tools or gates makes the next."),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Task" });
export type Task = z.infer<typeof TaskSchema>;

export const TaskListSchema = z.strictObject({ tasks: z.array(TaskSchema) });
