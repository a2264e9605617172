// Seed "tools in a run", What a run offers: secret_request follows the secret binding, in direct runs
// only. The agent asks for a secret by name; an admin provides its value in the console, and the value
// never reaches the model (CONTRACT.md, Secrets).

import { withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

/** The secret-name rule of POST /v1/secrets (lib/contracts/secret-bodies.ts); a unit test keeps them equal. */
export const SECRET_NAME_PATTERN = "^[A-Za-z0-9_.-]+$";

export const secretTools: readonly ToolDefinition[] = [
  {
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
    inputSchema: toolInputSchema(
      {
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: SECRET_NAME_PATTERN,
          description: "The secret's name: letters, digits, `_`, `.` and `-`, e.g. `STRIPE_API_KEY`.",
        },
        reason: { type: "string", minLength: 1, maxLength: 2000, description: "Why you need it and what you will do with it, for the admin." },
      },
      ["name", "reason"],
    ),
    errors: withCallErrors(),
  },
];
