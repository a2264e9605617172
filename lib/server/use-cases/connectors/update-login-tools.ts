import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { ToolSettingChange, UpdateLoginToolsBody } from "@/lib/contracts/login-bodies";
import type { Login } from "@/lib/contracts/login-schemas";
import { vendorToolName, type VendorToolSetting } from "@/lib/runtime/catalog/vendor-tools";
import type { Principal } from "@/lib/server/auth/principal";
import { storedToolSettings, storedTools } from "@/lib/server/connectors/stored-login";
import type { Database } from "@/lib/server/db";
import { findOwnLogin } from "./find-own-login";
import { toLoginView } from "./login-view";

/** The server's name of each tool of the stored list, found by its canonical name or by that name itself. */
function serverNames(connector: string, tools: readonly { serverName: string }[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const tool of tools) {
    names.set(tool.serverName, tool.serverName);
    names.set(vendorToolName(connector, tool.serverName), tool.serverName);
  }
  return names;
}

/** One tool's settings after a change: true/false is `enabled`; in an object a field left out is kept, null drops it. */
function changed(current: VendorToolSetting, change: boolean | ToolSettingChange | null): VendorToolSetting {
  if (change === null) return {};
  if (typeof change === "boolean") return { ...current, enabled: change };
  const next: VendorToolSetting = { ...current };
  for (const field of ["enabled", "access", "retry"] as const) {
    const value = change[field];
    if (value === null) delete next[field];
    else if (value !== undefined) Object.assign(next, { [field]: value });
  }
  return next;
}

/** CONTRACT.md: PATCH /v1/logins/:id/tools `{ "<tool name>": false }` turns tools off or on; also the admin's access and retry. */
export async function updateLoginTools(database: Database, principal: Pick<Principal, "organisationId">, loginId: string, body: UpdateLoginToolsBody): Promise<Login> {
  const login = await findOwnLogin(database, principal.organisationId, loginId);
  const names = serverNames(login.connector.name, storedTools(login.tools));
  const unknown = Object.keys(body).filter((name) => !names.has(name));
  if (unknown.length > 0) {
    const details = unknown.map((name) => ({ path: name, message: `The login lists no tool ${name}.` }));
    throw new AppError("invalid_request", `The login lists no tool ${unknown[0]}; name a tool of its list (e.g. ${login.connector.name}.<tool>).`, { details });
  }
  const settings = storedToolSettings(login.toolSettings);
  for (const [name, change] of Object.entries(body)) {
    const serverName = names.get(name)!;
    const next = changed(settings[serverName] ?? {}, change);
    if (Object.keys(next).length === 0) delete settings[serverName];
    else settings[serverName] = next;
  }
  const updated = await database.connectorLogin.update({ where: { id: login.id }, data: { toolSettings: settings } });
  return toLoginView(updated, login.connector.name);
}
