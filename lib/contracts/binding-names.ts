import { z } from "zod";
import type { BindingName as CoreBindingName } from "@/lib/runtime/catalog/tool-definition";

/** Seed "tools in a run": the native tools a binding turns on or off — the core's list, checked by type. */
export const BINDING_NAMES = ["note", "record", "memory", "script", "schedule", "secret", "group_post"] as const satisfies readonly CoreBindingName[];
export const BindingNameSchema = z.enum(BINDING_NAMES);
export type BindingName = z.infer<typeof BindingNameSchema>;
