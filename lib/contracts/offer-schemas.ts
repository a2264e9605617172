import { z } from "zod";

// CONTRACT.md, Runs: GET /v1/runs/:id/offer → `{ "tools": [ {"name", "description", "parameters"} ] }`, the
// definitions exactly as sent to the model.
export const OfferedToolSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  parameters: z.record(z.string(), z.unknown()),
});
export type OfferedTool = z.infer<typeof OfferedToolSchema>;

export const RunOfferSchema = z.strictObject({ tools: z.array(OfferedToolSchema) });
