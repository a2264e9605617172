// Seed "tools in a run", What a run offers: secret_request follows the secret binding, in direct runs
// only. The agent asks for a secret by name; an admin provides its value in the console, and the value
// never reaches the model (CONTRACT.md, Secrets).

import { z } from "zod";
import { withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { requestSecret } from "./request-secret";

/** The secret-name rule of POST /v1/secrets (lib/contracts/secret-bodies.ts); a unit test keeps them equal. */
export const SECRET_NAME_PATTERN = "^[A-Za-z0-9_.-]+$";

export const secretRequestTool = defineTool({
  name: "secret_request",
  family: "Secrets",
  page: "Native tools",
  gate: "task",
  runCallable: true,
  availability: { kind: "binding", binding: "secret", runKinds: ["direct"] },
  description:
    "Ask an admin for a secret you need (an API key, a password) by the name you will use it under. Never ask for " +
    "the value in chat. The request waits for an admin; once provided, the secret is available to you by that name. " +
    "Asking again while the request is open returns the same request.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    name: z
      .string()
      .min(1)
      .max(200)
      .regex(new RegExp(SECRET_NAME_PATTERN))
      .describe("The secret's name: letters, digits, `_`, `.` and `-`, e.g. `STRIPE_API_KEY`."),
    reason: z.string().min(1).max(2000).describe("Why you need it and what you will do with it, for the admin."),
  }),
  errors: withCallErrors(),
  execute: requestSecret,
});

export const secretTools = [secretRequestTool];
