import { z } from "zod";
import { CallOutcomeSchema } from "./lifecycle-enums";
import { CallMetadataSchema } from "./run-schemas";

// CONTRACT.md, Playground: POST /v1/playground/invoke → `{ "callId", "outcome", "code", "result", "ref",
// "metadata" }`, plus the canonical tool, the arguments after repair and the repairs the console shows.
export const InvokeResultSchema = z.strictObject({
  callId: z.string(),
  outcome: CallOutcomeSchema,
  code: z.string().nullable(),
  tool: z.string().nullable(),
  arguments: z.unknown(),
  repairs: z.array(z.string()),
  result: z.string().nullable(),
  ref: z.string().nullable(),
  metadata: CallMetadataSchema,
}).meta({ id: "InvokeResult" });
export type InvokeResult = z.infer<typeof InvokeResultSchema>;
