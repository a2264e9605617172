import "server-only";
import type { VendorToolNow, VendorToolStates } from "@/lib/runtime/ports";
import type { Database } from "../db";
import { servedVendorTool } from "./served-vendor-tool";

// Issue 17, item 2: a vendor tool's login and on/off as they are now, read just before admission decides a
// turn (lib/runtime/admission/decide-before-run.ts turns them into refusals, texts and all), so a login
// disconnected or a tool turned off between the offer and the call is refused before anything runs.
export function createVendorToolStates(database: Database): VendorToolStates {
  return (scope, tools) =>
    Promise.all(
      tools.map(async (tool): Promise<VendorToolNow> => {
        const found = await servedVendorTool(database, scope.agentId, tool);
        if (found.kind === "served") return found.tool.enabled ? "on" : "turned_off";
        if (found.kind === "not_listed") return "not_listed";
        // No connected login serves the agent; a name that is no vendor tool's is not this port's to judge.
        return found.kind === "no_login" ? "login_disconnected" : "on";
      }),
    );
}
