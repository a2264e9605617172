import "server-only";
import type { Connector as ConnectorRow } from "@/lib/generated/prisma/client";
import { vendorTools, type VendorListedTool, type VendorTool, type VendorToolSetting } from "@/lib/runtime/catalog/vendor-tools";
import { connectorOfTool } from "@/lib/tools/connector/vendor-tool-name";
import type { Database } from "../db";
import { vendorLoginFor, type VendorLogin } from "./vendor-login-query";

// Issue 10: the login serving an agent for a vendor tool now, and the tool as that login lists it. Admission
// reads it just before it decides a turn (vendor-tool-states.ts) and the caller to connect (one reading).

export type ServedVendorTool =
  | { kind: "served"; connector: string; login: VendorLogin; connectorRow: ConnectorRow; tool: VendorTool }
  /** No connected login of the connector serves the agent (none, pending, or disconnected). */
  | { kind: "no_login"; connector: string }
  /** The login no longer lists the tool. */
  | { kind: "not_listed"; connector: string }
  | { kind: "not_vendor" };

type LoginTools = { tools: unknown; toolSettings: unknown };

function listedTools(login: LoginTools): { tools: VendorListedTool[]; settings: Record<string, VendorToolSetting> } {
  const tools = Array.isArray(login.tools) ? (login.tools as VendorListedTool[]) : [];
  const settings = typeof login.toolSettings === "object" && login.toolSettings !== null ? (login.toolSettings as Record<string, VendorToolSetting>) : {};
  return { tools, settings };
}

export async function servedVendorTool(database: Database, agentId: string, toolName: string): Promise<ServedVendorTool> {
  const connector = connectorOfTool(toolName);
  if (connector === null) return { kind: "not_vendor" };
  const served = await vendorLoginFor(database, agentId, connector);
  const login = served?.login ?? null;
  if (served === null || login === null || login.status !== "connected") return { kind: "no_login", connector };
  const { tools, settings } = listedTools(login);
  const tool = vendorTools({ connector, loginState: "on", tools, settings }).find((candidate) => candidate.definition.name === toolName);
  if (tool === undefined) return { kind: "not_listed", connector };
  return { kind: "served", connector, login, connectorRow: served.connector, tool };
}
