// os.list_tool_bindings: which bindings and flags are on for the calling agent, and where each comes from.

import type { ToolHandler } from "@/lib/runtime/ports";
import { jsonText } from "../json-text";
import { requireAdmin } from "../require-acting-user";
import type { ToolDependencies } from "../tool-dependencies";
import { resolveBindings, resolveFlags } from "@/lib/runtime/offer/agent-settings";

export function listToolBindings(dependencies: ToolDependencies): ToolHandler {
  return async (context) => {
    requireAdmin(context);
    const agent = await dependencies.db.agent.findFirst({
      where: { id: context.agentId, organisationId: context.organisationId },
      include: { organisation: { select: { defaultBindings: true } } },
    });
    if (agent === null) throw new Error(`agent ${context.agentId} was not found in this organisation`);
    return jsonText({
      agent: { id: agent.id, name: agent.name },
      bindings: resolveBindings(agent.bindings, agent.organisation.defaultBindings),
      flags: resolveFlags(agent),
      // No vendor tool servers (connectors) can be bound yet; the list says so rather than staying silent.
      vendorToolServers: [],
    });
  };
}
