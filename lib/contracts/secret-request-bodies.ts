import { z } from "zod";
import { SecretValueSchema } from "./secret-bodies";

// secret_request (seed "tools in a run", the secret binding): an agent asks, an admin provides the value or
// dismisses the request. CONTRACT.md, Secrets: the value goes in with `fulfil` and never comes out.

export const SECRET_REQUEST_STATUSES = ["open", "fulfilled", "dismissed"] as const;
export type SecretRequestStatus = (typeof SECRET_REQUEST_STATUSES)[number];

export const ListSecretRequestsQuerySchema = z.object({ status: z.enum(SECRET_REQUEST_STATUSES).optional() });

export const FulfilSecretRequestBodySchema = z.strictObject({ value: SecretValueSchema });
export type FulfilSecretRequestBody = z.infer<typeof FulfilSecretRequestBodySchema>;

/** What the API says about a request: who asked, for which name and why; never a value. */
export const SecretRequestViewSchema = z.strictObject({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  name: z.string(),
  reason: z.string(),
  status: z.enum(SECRET_REQUEST_STATUSES),
  runId: z.string().nullable(),
  conversationId: z.string().nullable(),
  secretId: z.string().nullable().describe("The secret an admin created when fulfilling it."),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: z.string().nullable(),
});
export type SecretRequestView = z.infer<typeof SecretRequestViewSchema>;

export const SecretRequestListSchema = z.strictObject({ secretRequests: z.array(SecretRequestViewSchema) });
