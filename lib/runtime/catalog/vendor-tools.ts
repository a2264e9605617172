// Issue 10: a connector login's listed tools as tool definitions (CONTRACT.md, Connectors). A vendor tool is
// `<connector>.<tool>` (called by the model as `<connector>__<tool>`); its retry safety and access come from
// its MCP annotations unless an admin set them: readOnlyHint → safe, else idempotentHint → idempotent, else
// unsafe; access is read for readOnlyHint, else write. Gated when a task lists it in `gates`.

import { screenVendorTools } from "./screen-vendor-tools";
import { vendorToolName, type VendorAnnotations, type VendorListedTool } from "./vendor-tool-name";
import type { JsonSchema, RetrySafety, ToolAccess, ToolDefinition, VendorToolState } from "./tool-definition";

export { vendorToolName, type VendorAnnotations, type VendorListedTool };

/** An admin's choices for one tool of a login (CONTRACT.md: PATCH /v1/logins/:id/tools). */
export type VendorToolSetting = { enabled?: boolean; access?: ToolAccess; retry?: RetrySafety };

/** A vendor tool with what it was made from: the server's own name for the call, the admin's settings. */
export type VendorTool = {
  definition: ToolDefinition;
  serverName: string;
  enabled: boolean;
  annotations: VendorAnnotations;
};

export function retryOfAnnotations(annotations: VendorAnnotations): RetrySafety {
  if (annotations.readOnlyHint === true) return "safe";
  if (annotations.idempotentHint === true) return "idempotent";
  return "unsafe";
}

export function accessOfAnnotations(annotations: VendorAnnotations): ToolAccess {
  return annotations.readOnlyHint === true ? "read" : "write";
}

/** A schema the offer can hold: an object schema, as MCP requires; anything else is an empty object schema. */
function objectSchema(schema: JsonSchema): JsonSchema {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return { type: "object", properties: {} };
  return schema.type === "object" ? schema : { ...schema, type: "object" };
}

export type VendorLogin = {
  connector: string;
  /** The login's state for the offer: "on" once connected (each tool's own on/off is applied here). */
  loginState: Exclude<VendorToolState, "turned_off">;
  tools: readonly VendorListedTool[];
  settings: Readonly<Record<string, VendorToolSetting>>;
};

export function vendorTools(login: VendorLogin): VendorTool[] {
  const tools: VendorTool[] = [];
  // Screened again here, not only on listing: a list stored before the bounds existed is held to them too
  // (a schema past a bound, or a model name already taken, is never offered; screen-vendor-tools.ts).
  for (const listed of screenVendorTools(login.tools).tools) {
    const name = vendorToolName(login.connector, listed.serverName);
    const setting = login.settings[listed.serverName] ?? {};
    const enabled = setting.enabled !== false;
    const state: VendorToolState = login.loginState !== "on" ? login.loginState : enabled ? "on" : "turned_off";
    tools.push({
      serverName: listed.serverName,
      enabled,
      annotations: listed.annotations,
      definition: {
        name,
        family: `Connector: ${login.connector}`,
        page: "Connectors",
        description: listed.description,
        access: setting.access ?? accessOfAnnotations(listed.annotations),
        retry: setting.retry ?? retryOfAnnotations(listed.annotations),
        gate: "task",
        runCallable: true,
        inputSchema: objectSchema(listed.inputSchema),
        errors: [],
        availability: { kind: "connector", connector: login.connector, state },
      },
    });
  }
  return tools;
}
