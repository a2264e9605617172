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
export type SecretRequestView = {
  id: string;
  agentId: string;
  agentName: string;
  name: string;
  reason: string;
  status: SecretRequestStatus;
  runId: string | null;
  conversationId: string | null;
  /** The secret an admin created when fulfilling it. */
  secretId: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
};
