import { z } from "zod";

// CONTRACT.md, "The enterprise behind the OS tools": plans (os.write_plan / os.read_plan) are versioned by name;
// `GET /v1/plans` lists them, `GET /v1/plans/:name` reads one with its versions, newest first.

export const PlanAuthorSchema = z.strictObject({
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  runId: z.string().nullable().describe("The run that wrote this version, when one did."),
  writtenBy: z.string().nullable().describe("The run's acting user, by email."),
});
export type PlanAuthor = z.infer<typeof PlanAuthorSchema>;

export const PlanSummarySchema = z.strictObject({
  name: z.string(),
  version: z.int().describe("The latest version."),
  updatedAt: z.iso.datetime().describe("When the latest version was written."),
  author: PlanAuthorSchema.describe("Who wrote the latest version."),
});
export type PlanSummary = z.infer<typeof PlanSummarySchema>;

export const PlanListSchema = z.strictObject({ plans: z.array(PlanSummarySchema) });
export type PlanList = z.infer<typeof PlanListSchema>;

export const PlanVersionSchema = z.strictObject({
  version: z.int(),
  content: z.string().describe("The whole plan, in Markdown."),
  writtenAt: z.iso.datetime(),
  author: PlanAuthorSchema,
});
export type PlanVersion = z.infer<typeof PlanVersionSchema>;

export const PlanSchema = z.strictObject({
  name: z.string(),
  version: z.int().describe("The latest version."),
  updatedAt: z.iso.datetime(),
  content: z.string().describe("The latest version's content."),
  versions: z.array(PlanVersionSchema).describe("Every version, newest first."),
});
export type Plan = z.infer<typeof PlanSchema>;
