import { IssueReportListSchema } from "@/lib/contracts/issue-report-bodies";
import { AuditEventListSchema, ListAuditEventsQuerySchema } from "@/lib/contracts/audit-schemas";
import { CreatedSecretSchema, CreateSecretBodySchema, SecretListSchema } from "@/lib/contracts/secret-bodies";
import { FulfilSecretRequestBodySchema, ListSecretRequestsQuerySchema, SecretRequestListSchema, SecretRequestViewSchema } from "@/lib/contracts/secret-request-bodies";
import { MeSchema, SignedInSchema, SignInBodySchema } from "@/lib/contracts/session-bodies";
import { CreatedTokenSchema, CreateTokenBodySchema, TokenListSchema } from "@/lib/contracts/token-schemas";
import { CreatedUserSchema, CreateUserBodySchema, UpdateUserBodySchema, UserListSchema, UserSchema } from "@/lib/contracts/user-bodies";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, Authentication; Curation and people; Secrets: who is signed in, and what admins manage.

const gone = { status: 204, description: "Done.", empty: true } as const;

export const peopleOperations: OperationSpec[] = [
  { method: "post", path: "/v1/session", tag: "Session", summary: "Sign in: sets the session cookie", access: "public",
    body: SignInBodySchema,
    success: [answer(200, SignedInSchema, "Signed in.")],
    errors: [401, 429] },
  { method: "delete", path: "/v1/session", tag: "Session", summary: "Sign out: clears the session cookie", access: "public", success: [gone] },
  { method: "get", path: "/v1/me", tag: "Session", summary: "Who is calling, in which organisation, with which scopes", access: "signed-in",
    success: [answer(200, MeSchema, "The caller.")] },
  { method: "get", path: "/v1/users", tag: "People", summary: "List the users", access: "admin",
    success: [answer(200, UserListSchema, "The users.")] },
  { method: "post", path: "/v1/users", tag: "People", summary: "Create a user (a generated password is returned once when none is given)", access: "admin",
    body: CreateUserBodySchema,
    success: [answer(201, CreatedUserSchema, "The new user.")] },
  { method: "patch", path: "/v1/users/{id}", tag: "People", summary: "Change a user's roles, password, job roles or teams (one's own password needs no admin)", access: "signed-in",
    body: UpdateUserBodySchema,
    success: [answer(200, UserSchema, "The user as changed.")] },
  { method: "delete", path: "/v1/users/{id}", tag: "People", summary: "Delete a user", access: "admin", success: [gone] },
  { method: "get", path: "/v1/tokens", tag: "People", summary: "List API tokens (one's own; an admin sees the organisation's)", access: "signed-in",
    success: [answer(200, TokenListSchema, "The tokens, never their values.")] },
  { method: "post", path: "/v1/tokens", tag: "People", summary: "Make an API token of one's own (a signed-in session only; scopes one's roles allow; the value shown once)", access: "signed-in",
    body: CreateTokenBodySchema,
    success: [answer(201, CreatedTokenSchema, "The token and, this once, its value.")] },
  { method: "get", path: "/v1/audit-events", tag: "People", summary: "The organisation's audit events, newest first (a keyset page)", access: "admin",
    query: ListAuditEventsQuerySchema,
    success: [answer(200, AuditEventListSchema, "A page of events and the cursor of the next.")] },
  { method: "delete", path: "/v1/tokens/{id}", tag: "People", summary: "Revoke an API token", access: "signed-in", success: [gone] },
  { method: "get", path: "/v1/secrets", tag: "Secrets", summary: "List the secrets (never a value)", access: "admin",
    success: [answer(200, SecretListSchema, "The secrets.")] },
  { method: "post", path: "/v1/secrets", tag: "Secrets", summary: "Store a secret", access: "admin",
    body: CreateSecretBodySchema,
    success: [answer(201, CreatedSecretSchema, "Its id and name only.")] },
  { method: "delete", path: "/v1/secrets/{id}", tag: "Secrets", summary: "Delete a secret", access: "admin", success: [gone] },
  { method: "get", path: "/v1/secret-requests", tag: "Secrets", summary: "The secrets agents asked for", access: "admin",
    query: ListSecretRequestsQuerySchema,
    success: [answer(200, SecretRequestListSchema, "The requests.")] },
  { method: "post", path: "/v1/secret-requests/{id}/fulfil", tag: "Secrets", summary: "Provide the value an agent asked for", access: "admin",
    body: FulfilSecretRequestBodySchema,
    success: [answer(200, SecretRequestViewSchema, "The request, fulfilled.")] },
  { method: "post", path: "/v1/secret-requests/{id}/dismiss", tag: "Secrets", summary: "Close a request without a secret", access: "admin",
    success: [answer(200, SecretRequestViewSchema, "The request, dismissed.")] },
  { method: "get", path: "/v1/issue-reports", tag: "People", summary: "What agents reported", access: "admin",
    success: [answer(200, IssueReportListSchema, "The reports.")] },
];
