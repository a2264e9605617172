import "server-only";
import type { ServerInfo } from "@/lib/connectors/connector-types";
import type { JsonSchema } from "@/lib/runtime/catalog/tool-definition";
import type { VendorAnnotations, VendorListedTool, VendorToolSetting } from "@/lib/runtime/catalog/vendor-tools";

// A login's JSON columns (schema.prisma, ConnectorLogin) as the core's types. Written by listLogin and the
// tool settings only; anything unexpected in them is skipped rather than trusted.

type Json = unknown;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const ANNOTATION_FLAGS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

export function annotationsOf(value: unknown): VendorAnnotations {
  if (!isRecord(value)) return {};
  const annotations: VendorAnnotations = {};
  if (typeof value.title === "string") annotations.title = value.title;
  for (const flag of ANNOTATION_FLAGS) if (typeof value[flag] === "boolean") annotations[flag] = value[flag];
  return annotations;
}

const EMPTY_OBJECT_SCHEMA: JsonSchema = { type: "object", properties: {} };

/** The stored tool list: [{ serverName, description, inputSchema, annotations }]. */
export function storedTools(value: Json): VendorListedTool[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): VendorListedTool[] => {
    if (!isRecord(entry) || typeof entry.serverName !== "string") return [];
    return [
      {
        serverName: entry.serverName,
        description: typeof entry.description === "string" ? entry.description : "",
        inputSchema: isRecord(entry.inputSchema) ? entry.inputSchema : EMPTY_OBJECT_SCHEMA,
        annotations: annotationsOf(entry.annotations),
      },
    ];
  });
}

const ACCESS = ["read", "write"] as const;
const RETRY = ["safe", "idempotent", "unsafe"] as const;

function settingOf(value: unknown): VendorToolSetting {
  if (!isRecord(value)) return {};
  const setting: VendorToolSetting = {};
  if (typeof value.enabled === "boolean") setting.enabled = value.enabled;
  const access = ACCESS.find((candidate) => candidate === value.access);
  if (access !== undefined) setting.access = access;
  const retry = RETRY.find((candidate) => candidate === value.retry);
  if (retry !== undefined) setting.retry = retry;
  return setting;
}

/** The admin's choices per tool, by the server's name: {"<tool>": {"enabled"?, "access"?, "retry"?}}. */
export function storedToolSettings(value: Json): Record<string, VendorToolSetting> {
  if (!isRecord(value)) return {};
  const settings: Record<string, VendorToolSetting> = {};
  for (const [name, setting] of Object.entries(value)) settings[name] = settingOf(setting);
  return settings;
}

export function storedServerInfo(value: Json): ServerInfo | null {
  if (!isRecord(value) || typeof value.name !== "string") return null;
  return { name: value.name, version: typeof value.version === "string" ? value.version : "" };
}
