import { CreateConnectorBodySchema } from "@/lib/contracts/connector-bodies";
import { ConnectorListSchema, ConnectorSchema } from "@/lib/contracts/connector-schemas";
import { CreateLoginBodySchema, UpdateLoginToolsBodySchema } from "@/lib/contracts/login-bodies";
import { LoginListSchema, LoginSchema } from "@/lib/contracts/login-schemas";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, Connectors (MCP servers) and logins: admins bind servers and sign them in.

const login = (status: number, description: string) => [{ status, description, schema: LoginSchema }];

export const connectorOperations: OperationSpec[] = [
  { method: "get", path: "/v1/connectors", tag: "Connectors", summary: "List the connectors", access: CURATION_PERMISSIONS,
    success: [answer(200, ConnectorListSchema, "The connectors.")] },
  { method: "post", path: "/v1/connectors", tag: "Connectors", summary: "Bind an MCP server", access: CURATION_PERMISSIONS,
    body: CreateConnectorBodySchema,
    success: [answer(201, ConnectorSchema, "The connector; secrets named, never valued.")] },
  { method: "get", path: "/v1/connectors/{id}", tag: "Connectors", summary: "Read a connector", access: CURATION_PERMISSIONS,
    success: [answer(200, ConnectorSchema, "The connector.")] },
  { method: "delete", path: "/v1/connectors/{id}", tag: "Connectors", summary: "Delete a connector and its logins", access: CURATION_PERMISSIONS,
    success: [{ status: 204, description: "Deleted.", empty: true }] },
  { method: "get", path: "/v1/connectors/{id}/logins", tag: "Connectors", summary: "The connector's logins", access: CURATION_PERMISSIONS,
    success: [answer(200, LoginListSchema, "Its logins.")] },
  { method: "post", path: "/v1/connectors/{id}/logins", tag: "Connectors", summary: "Sign a connector in (connects and lists, or pending with an authorizationUrl)", access: CURATION_PERMISSIONS,
    body: CreateLoginBodySchema,
    success: login(201, "The login.") },
  { method: "get", path: "/v1/connectors/oauth/callback", tag: "Connectors", summary: "The OAuth redirect of every login", access: "public",
    success: [{ status: 303, description: "Signed in: on to the console's connectors page.", empty: true }],
    errors: [401, 404] },
  { method: "get", path: "/v1/logins", tag: "Connectors", summary: "Every login of the organisation", access: CURATION_PERMISSIONS,
    success: [answer(200, LoginListSchema, "The logins, by connector.")] },
  { method: "get", path: "/v1/logins/{id}", tag: "Connectors", summary: "Read a login and its tools", access: CURATION_PERMISSIONS,
    success: login(200, "The login.") },
  { method: "delete", path: "/v1/logins/{id}", tag: "Connectors", summary: "Delete a login", access: CURATION_PERMISSIONS,
    success: [{ status: 204, description: "Deleted.", empty: true }] },
  { method: "post", path: "/v1/logins/{id}/list", tag: "Connectors", summary: "List the login's tools now", access: CURATION_PERMISSIONS,
    success: login(200, "The login; a failure shows as lastError.") },
  { method: "post", path: "/v1/logins/{id}/disconnect", tag: "Connectors", summary: "Disconnect a login", access: CURATION_PERMISSIONS,
    success: login(200, "The login, disconnected.") },
  { method: "post", path: "/v1/logins/{id}/reconnect", tag: "Connectors", summary: "Connect a login again and list", access: CURATION_PERMISSIONS,
    success: login(200, "The login.") },
  { method: "patch", path: "/v1/logins/{id}/tools", tag: "Connectors", summary: "Turn a login's tools off or on", access: CURATION_PERMISSIONS,
    body: UpdateLoginToolsBodySchema,
    success: login(200, "The login as changed.") },
];
