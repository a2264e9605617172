import { z } from "zod";

// docs/internal-api.md: GET /v1/results/:ref?offset=&limit= returns a window of a stored result, counted in
// characters (Unicode code points, so a window never splits one).

export const RESULT_WINDOW_DEFAULT_LIMIT = 20_000;
export const RESULT_WINDOW_MAX_LIMIT = 100_000;

const wholeNumber = z
  .string()
  .regex(/^\d+$/, "Expected a whole number.")
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER));

export const ResultWindowQuerySchema = z.object({
  offset: wholeNumber.default(0),
  limit: wholeNumber
    .pipe(z.number().min(1, "limit is at least 1.").max(RESULT_WINDOW_MAX_LIMIT, `limit is at most ${RESULT_WINDOW_MAX_LIMIT}.`))
    .default(RESULT_WINDOW_DEFAULT_LIMIT),
});
export type ResultWindowQuery = z.infer<typeof ResultWindowQuerySchema>;

export const ResultWindowSchema = z.strictObject({
  ref: z.string(),
  tool: z.string(),
  text: z.string(),
  offset: z.int(),
  limit: z.int(),
  totalChars: z.int(),
  truncated: z.boolean().describe("The stored record was capped (seed \"tool rules\")."),
  nextOffset: z.int().nullable().describe("Where the next window starts, or null when this one reaches the end."),
  createdAt: z.iso.datetime(),
});
export type ResultWindow = z.infer<typeof ResultWindowSchema>;
