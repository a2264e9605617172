import { sandboxStatus, describeSandbox } from "../../../sandbox/sandbox";
import type { Settings } from "../../../settings/environment-schema";
import { describePlatformKeys } from "../../connectors/unpinned-platform-keys";
import { referenceServerBins } from "../../connectors/stdio-commands";

// Issue 16, items 3 and 4: what `npm start` says about programs run for tenants — which commands stdio
// connectors may start, whether a sandbox can be made here (and loudly when not, or when turned off), and
// which platform keys are sent nowhere because no target is pinned for them.

export async function describeHostPolicy(settings: Settings): Promise<string[]> {
  const rule = settings.TOLLGATE_STDIO_COMMANDS;
  const commands =
    rule.kind === "any"
      ? "Stdio connectors may run any command (TOLLGATE_STDIO_COMMANDS=*): only for an installation whose one organisation is the operator's own."
      : `Stdio connectors may run: ${(rule.kind === "listed" ? rule.entries : referenceServerBins()).join(", ") || "nothing"} (TOLLGATE_STDIO_COMMANDS${rule.kind === "listed" ? "" : " unset: the MCP reference servers installed here"}).`;
  return [commands, describeSandbox(await sandboxStatus(settings)), ...describePlatformKeys(settings)];
}
