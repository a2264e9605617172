import "server-only";
import type { Login, LoginTool } from "@/lib/contracts/login-schemas";
import type { ConnectorLogin as LoginRow } from "@/lib/generated/prisma/client";
import { modelNameOf } from "@/lib/runtime/catalog/tool-definition";
import { vendorTools, type VendorLogin } from "@/lib/runtime/catalog/vendor-tools";
import { storedServerInfo, storedToolSettings, storedTools } from "@/lib/server/connectors/stored-login";

/** The login's state for the vendor tools: "on" once connected (each tool's own on/off applies then). */
function loginStateOf(status: LoginRow["status"]): VendorLogin["loginState"] {
  if (status === "connected") return "on";
  return status === "pending" ? "login_pending" : "login_disconnected";
}

/** The stored list as the core's vendor tools (lib/runtime/catalog/vendor-tools.ts): the same names, access and retry a run gets. */
export function loginTools(login: Pick<LoginRow, "status" | "tools" | "toolSettings">, connectorName: string): LoginTool[] {
  const tools = vendorTools({
    connector: connectorName,
    loginState: loginStateOf(login.status),
    tools: storedTools(login.tools),
    settings: storedToolSettings(login.toolSettings),
  });
  return tools.map((tool) => ({
    name: tool.definition.name,
    modelName: modelNameOf(tool.definition.name),
    serverName: tool.serverName,
    description: tool.definition.description,
    inputSchema: tool.definition.inputSchema,
    enabled: tool.enabled,
    access: tool.definition.access,
    retry: tool.definition.retry,
    annotations: tool.annotations,
  }));
}

/** CONTRACT.md, Connectors: the Login. Never its OAuth state, tokens, or any header or environment value. */
export function toLoginView(login: LoginRow, connectorName: string): Login {
  return {
    id: login.id,
    connectorId: login.connectorId,
    connector: connectorName,
    scope: login.scope,
    guildId: login.guildId,
    agentId: login.agentId,
    platform: login.platform,
    status: login.status,
    authorizationUrl: login.status === "pending" ? login.authorizationUrl : null,
    listedAt: login.listedAt?.toISOString() ?? null,
    lastError: login.lastError,
    serverInfo: storedServerInfo(login.serverInfo),
    tools: loginTools(login, connectorName),
    createdAt: login.createdAt.toISOString(),
    updatedAt: login.updatedAt.toISOString(),
  };
}
