// Issue 16, item 6: what of a server's listing may be offered. A tool whose schema passes a bound
// (vendor-schema-bounds.ts) is refused before anything walks it; a tool whose model name is already taken
// is refused too — `a.b` and `a__b` are both `<connector>__a__b` to the model, and "move file!" and
// "move file?" are both `move_file_`: the first listed keeps the name, every later one is refused, so no
// name is ever offered twice. The refusals are data; the listing says them to the admin as the login's
// lastError (refusedToolsMessage).

import { modelNameOf } from "../ports/tool-definition";
import { describeBreach, vendorSchemaBreach } from "./vendor-schema-bounds";
import { vendorToolName, type VendorListedTool } from "./vendor-tool-name";

export type RefusedTool = { serverName: string; reason: string };

export type ScreenedTools = { tools: VendorListedTool[]; refused: RefusedTool[] };

/** The model's name of a server's tool, whatever the connector is called (its prefix is the same for all). */
function modelKeyOf(serverName: string): string {
  return modelNameOf(vendorToolName("", serverName));
}

export function screenVendorTools(listed: readonly VendorListedTool[]): ScreenedTools {
  const taken = new Map<string, string>();
  const tools: VendorListedTool[] = [];
  const refused: RefusedTool[] = [];
  for (const tool of listed) {
    const breach = vendorSchemaBreach(tool.inputSchema);
    if (breach !== null) {
      refused.push({ serverName: tool.serverName, reason: describeBreach(breach) });
      continue;
    }
    const key = modelKeyOf(tool.serverName);
    const holder = taken.get(key);
    if (holder !== undefined) {
      refused.push({ serverName: tool.serverName, reason: `its model name <connector>${key} is already "${holder}"'s (the first listed keeps it)` });
      continue;
    }
    taken.set(key, tool.serverName);
    tools.push(tool);
  }
  return { tools, refused };
}

const SHOWN_REFUSALS = 10;

/** The admin's sentence for a listing's refused tools (the login's lastError), or null when none was. */
export function refusedToolsMessage(refused: readonly RefusedTool[]): string | null {
  if (refused.length === 0) return null;
  const shown = refused.slice(0, SHOWN_REFUSALS).map((tool) => `"${tool.serverName.slice(0, 200)}": ${tool.reason}`);
  const more = refused.length > SHOWN_REFUSALS ? `; and ${refused.length - SHOWN_REFUSALS} more` : "";
  return `${refused.length === 1 ? "1 tool was" : `${refused.length} tools were`} not offered: ${shown.join("; ")}${more}.`;
}
