// os.list_tool_bindings: the calling agent's bindings and flags, and the vendor tool servers (connectors) the
// organisation bound on the Tools page — each with its status, its logins and the names of its tools as a
// task declares them (`github.merge_pull_request`). Admins' runs only (its definition's `adminOnly`).
//
// A server's status is its best login's: `connected` when one login is, else `pending`, else `disconnected`,
// and `not_signed_in` when it has no login yet. Its tools are those its logins last listed, under the names a
// task declares; `toolsOff` are the ones an admin turned off at every login that lists them.

import type { ToolContext } from "@/lib/runtime/ports";
import { vendorTools } from "@/lib/runtime/catalog/vendor-tools";
import { resolveBindings, resolveFlags } from "@/lib/runtime/offer/agent-settings";
import { storedToolSettings, storedTools } from "@/lib/server/connectors/stored-login";
import { includingDeleted } from "@/lib/server/database/soft-delete";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { requireAdmin } from "../require-acting-user";

const STATUS_ORDER = ["connected", "pending", "disconnected"] as const;

type ServerLogin = {
  id: string;
  scope: string;
  status: (typeof STATUS_ORDER)[number];
  listedAt: Date | null;
  lastError: string | null;
  tools: unknown;
  toolSettings: unknown;
  guild: { name: string } | null;
  agent: { name: string } | null;
};

function serverStatus(logins: readonly ServerLogin[]): string {
  return STATUS_ORDER.find((status) => logins.some((login) => login.status === status)) ?? "not_signed_in";
}

/** Tool names as a task declares them: on at some login, or off at every login that lists them. */
function toolNames(connector: string, logins: readonly ServerLogin[]) {
  const on = new Set<string>();
  const listed = new Set<string>();
  for (const login of logins) {
    const tools = vendorTools({ connector, loginState: "on", tools: storedTools(login.tools), settings: storedToolSettings(login.toolSettings) });
    for (const tool of tools) {
      listed.add(tool.definition.name);
      if (tool.enabled) on.add(tool.definition.name);
    }
  }
  return { tools: [...on].sort(), toolsOff: [...listed].filter((name) => !on.has(name)).sort() };
}

async function vendorToolServers({ db }: ToolServices, organisationId: string, vendor: string | undefined) {
  const connectors = await db.connector.findMany({
    where: { organisationId, ...(vendor === undefined ? {} : { name: { equals: vendor, mode: "insensitive" } }) },
    orderBy: { name: "asc" },
    include: {
      logins: {
        orderBy: { createdAt: "asc" },
        select: {
          id: true, scope: true, status: true, listedAt: true, lastError: true, tools: true, toolSettings: true,
          guild: { select: { name: true } }, agent: { select: { name: true } },
        },
      },
    },
  });
  return connectors.map((connector) => ({
    vendor: connector.name,
    description: connector.description,
    status: serverStatus(connector.logins),
    logins: connector.logins.map((login) => ({
      id: login.id,
      scope: login.scope,
      guild: login.guild?.name ?? null,
      agent: login.agent?.name ?? null,
      status: login.status,
      listedAt: login.listedAt?.toISOString() ?? null,
      lastError: login.lastError,
    })),
    ...toolNames(connector.name, connector.logins),
  }));
}

export async function listToolBindings(input: { vendor?: string }, call: ToolContext, services: ToolServices): Promise<string> {
  requireAdmin(call);
  const agent = await services.db.agent.findFirst({
    // A run keeps running after its agent is deleted (its runs stay readable), so a deleted agent still answers.
    where: includingDeleted({ id: call.agentId, organisationId: call.organisationId }),
    include: { organisation: { select: { defaultBindings: true } } },
  });
  if (agent === null) throw new Error(`agent ${call.agentId} was not found in this organisation`);
  const servers = await vendorToolServers(services, call.organisationId, input.vendor);
  const note =
    servers.length > 0 ? {} : { note: input.vendor === undefined ? "No vendor tool server is bound yet: an admin binds one on the Connectors page." : `No vendor tool server named ${JSON.stringify(input.vendor)} is bound; leave out vendor to list every one.` };
  return jsonText({
    agent: { id: agent.id, name: agent.name },
    bindings: resolveBindings(agent.bindings, agent.organisation.defaultBindings),
    flags: resolveFlags(agent),
    vendorToolServers: servers,
    ...note,
  });
}
