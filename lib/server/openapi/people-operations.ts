import { IssueReportListSchema } from "@/lib/contracts/issue-report-bodies";
import { CreatedSecretSchema, CreateSecretBodySchema, SecretListSchema } from "@/lib/contracts/secret-bodies";
import { FulfilSecretRequestBodySchema, ListSecretRequestsQuerySchema, SecretRequestListSchema, SecretRequestViewSchema } from "@/lib/contracts/secret-request-bodies";
import { MeSchema, SignedInSchema, SignInBodySchema } from "@/lib/contracts/session-bodies";
import { TokenListSchema } from "@/lib/contracts/token-schemas";
import { CreatedUserSchema, CreateUserBodySchema, UpdateUserBodySchema, UserListSchema, UserSchema } from "@/lib/contracts/user-bodies";
import type { OperationSpec } from "./operation-spec";

// CONTRACT.md, Authentication; Curation and people; Secrets: who is signed in, and what admins manage.

const gone = { status: 204, description: "Done.", empty: true } as const;

export const peopleOperations: OperationSpec[] = [
  { method: "post", path: "/v1/session", tag: "Session", summary: "Sign in: sets the session cookie", access: "public", body: SignInBodySchema, success: [{ status: 200, description: "Signed in.", schema: SignedInSchema }], errors: [401, 429] },
  { method: "delete", path: "/v1/session", tag: "Session", summary: "Sign out: clears the session cookie", access: "public", success: [gone] },
  { method: "get", path: "/v1/me", tag: "Session", summary: "Who is calling, in which organisation, with which scopes", access: "signed-in", success: [{ status: 200, description: "The caller.", schema: MeSchema }] },
  { method: "get", path: "/v1/users", tag: "People", summary: "List the users", access: "admin", success: [{ status: 200, description: "The users.", schema: UserListSchema }] },
  { method: "post", path: "/v1/users", tag: "People", summary: "Create a user (a generated password is returned once when none is given)", access: "admin", body: CreateUserBodySchema, success: [{ status: 201, description: "The new user.", schema: CreatedUserSchema }] },
  { method: "patch", path: "/v1/users/{id}", tag: "People", summary: "Change a user's roles or password (one's own password needs no admin)", access: "signed-in", body: UpdateUserBodySchema, success: [{ status: 200, description: "The user as changed.", schema: UserSchema }] },
  { method: "delete", path: "/v1/users/{id}", tag: "People", summary: "Delete a user", access: "admin", success: [gone] },
  { method: "get", path: "/v1/tokens", tag: "People", summary: "List API tokens (one's own; an admin sees the organisation's)", access: "signed-in", success: [{ status: 200, description: "The tokens, never their values.", schema: TokenListSchema }] },
  { method: "delete", path: "/v1/tokens/{id}", tag: "People", summary: "Revoke an API token", access: "signed-in", success: [gone] },
  { method: "get", path: "/v1/secrets", tag: "Secrets", summary: "List the secrets (never a value)", access: "admin", success: [{ status: 200, description: "The secrets.", schema: SecretListSchema }] },
  { method: "post", path: "/v1/secrets", tag: "Secrets", summary: "Store a secret", access: "admin", body: CreateSecretBodySchema, success: [{ status: 201, description: "Its id and name only.", schema: CreatedSecretSchema }] },
  { method: "delete", path: "/v1/secrets/{id}", tag: "Secrets", summary: "Delete a secret", access: "admin", success: [gone] },
  { method: "get", path: "/v1/secret-requests", tag: "Secrets", summary: "The secrets agents asked for", access: "admin", query: ListSecretRequestsQuerySchema, success: [{ status: 200, description: "The requests.", schema: SecretRequestListSchema }] },
  { method: "post", path: "/v1/secret-requests/{id}/fulfil", tag: "Secrets", summary: "Provide the value an agent asked for", access: "admin", body: FulfilSecretRequestBodySchema, success: [{ status: 200, description: "The request, fulfilled.", schema: SecretRequestViewSchema }] },
  { method: "post", path: "/v1/secret-requests/{id}/dismiss", tag: "Secrets", summary: "Close a request without a secret", access: "admin", success: [{ status: 200, description: "The request, dismissed.", schema: SecretRequestViewSchema }] },
  { method: "get", path: "/v1/issue-reports", tag: "People", summary: "What agents reported", access: "admin", success: [{ status: 200, description: "The reports.", schema: IssueReportListSchema }] },
];
