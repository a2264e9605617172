import { z } from "zod";

// GET /v1/runs/:id/grounding (issue 22; CONTRACT.md, Long runs): for the run's output, the evidence its model
// was shown — each stored-result window, preview or result with its ref, turn and offsets — and each claim
// that can be checked mechanically, whether it appears in that evidence and where. Metadata-only matches,
// the runtime's instructions, failed reads and the run's own write inputs never count (seed "tool rules");
// where a claim was found only there, `excludedMatches` says so. No claim is left out.

export const GroundingEvidenceSchema = z.strictObject({
  callId: z.string(),
  tool: z.string().nullable(),
  /** The turn (from 1) whose call read it. */
  turn: z.number().int(),
  /** The stored result the text came from: a window's ref, else the call's own. */
  ref: z.string().nullable(),
  kind: z.enum(["preview", "window", "result"]),
  /** Where the shown text sits in that stored result, in characters. */
  from: z.number().int(),
  to: z.number().int(),
});

export const GroundedClaimSchema = z.strictObject({
  text: z.string(),
  kind: z.enum(["quote", "url", "date", "identifier", "figure", "name"]),
  /** Where the claim stands in the output. */
  at: z.number().int(),
  supported: z.boolean(),
  matches: z.array(
    z.strictObject({ evidence: z.number().int(), callId: z.string(), ref: z.string().nullable(), turn: z.number().int(), offset: z.number().int(), excerpt: z.string() }),
  ),
  excludedMatches: z.array(
    z.strictObject({ reason: z.enum(["failed_read", "own_write", "metadata", "instruction"]), callId: z.string().nullable(), turn: z.number().int().nullable() }),
  ),
});

export const RunGroundingSchema = z
  .strictObject({
    runId: z.string(),
    output: z.string().nullable(),
    evidence: z.array(GroundingEvidenceSchema),
    claims: z.array(GroundedClaimSchema),
    supported: z.number().int(),
    unsupported: z.number().int(),
  })
  .meta({ id: "RunGrounding" });
export type RunGrounding = z.infer<typeof RunGroundingSchema>;
