import { z } from "zod";
import { errorStatus, type ErrorCode } from "./api-error";

// CONTRACT.md, Conventions: every error is {"error": {"code", "message", ...details}}; the codes are the closed
// set of api-error.ts, so a new code appears in the document without a second list.

const ERROR_CODES = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const ErrorBodySchema = z
  .strictObject({
    error: z.looseObject({
      code: z.enum(ERROR_CODES),
      message: z.string().describe("One human sentence."),
    }),
  })
  .meta({ id: "Error", description: "Every error: a code of the closed set, one sentence, and details (invalid_request names each bad field)." });

/** The codes that answer with this status, for the document's descriptions. */
export function errorCodesWithStatus(status: number): ErrorCode[] {
  return ERROR_CODES.filter((code) => errorStatus[code] === status);
}
