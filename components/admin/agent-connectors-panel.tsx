"use client";
import Link from "next/link";
import type { AgentDetail, Connector, Guild } from "@/lib/client/api-types";
import { useConnectors } from "@/lib/client/use-connectors";
import { useGuilds } from "@/lib/client/use-guilds";
import { useUpdateAgent } from "@/lib/client/use-update-agent";
import { LoginStatusChip } from "../connectors/login-status-chip";
import { loginPlace } from "../connectors/login-place";
import { OnOffSwitch } from "../connectors/on-off-switch";
import { EmptyState } from "../ui/empty-state";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";
import { Panel } from "../ui/panel";
import { AgentGuildField } from "./agent-guild-field";

// CONTRACT.md, Connectors: `PATCH /v1/agents/:id {"connectors": {"files": true}}`; each connector the agent
// has on resolves to one login — the agent's own, else its guild's, else the organisation's.

function ResolvedLogin({ agent, connector, guilds }: { agent: AgentDetail; connector: Connector; guilds: readonly Guild[] }) {
  const resolved = agent.connectorLogins.find((entry) => entry.connector.name === connector.name);
  if (agent.connectors[connector.name] !== true) return <span className="text-xs text-slate-500">Off: runs of this agent are not offered its tools.</span>;
  if (!resolved || resolved.login === null) {
    return (
      <span data-testid="agent-connector-no-login" className="text-xs text-amber-800">
        No login serves this agent (none at the agent, its guild or the organisation): runs start without its tools.
      </span>
    );
  }
  const { login } = resolved;
  return (
    <span data-testid="agent-connector-login" data-login-id={login.id} className="flex flex-wrap items-center gap-1.5 text-xs text-slate-700">
      <span>served by the login at</span>
      <span data-testid="agent-connector-login-place" className="font-medium">
        {login.agentId === agent.id ? "this agent" : loginPlace(login, guilds, [agent])}
      </span>
      <LoginStatusChip status={login.status} testId="agent-connector-login-status" />
      {login.platform && <span className="text-violet-700">platform</span>}
      {login.lastError && (
        <span className="text-red-700" title={login.lastError}>
          last error: {login.lastError.length > 80 ? `${login.lastError.slice(0, 80)}…` : login.lastError}
        </span>
      )}
    </span>
  );
}

export function AgentConnectorsPanel({ agent }: { agent: AgentDetail }) {
  const connectors = useConnectors();
  const guilds = useGuilds();
  const updateAgent = useUpdateAgent(agent.id);
  return (
    <Panel
      title="Connectors"
      testId="agent-connectors"
      actions={
        <Link href="/connectors" className="text-xs font-medium text-sky-700 hover:underline">
          Manage connectors →
        </Link>
      }
    >
      <div className="mb-3 flex flex-wrap items-center gap-3 border-b border-slate-100 pb-3">
        <span className="text-xs font-medium text-slate-700">Guild</span>
        <AgentGuildField agent={agent} />
        <span className="text-[11px] text-slate-500">A login is the agent&apos;s own, else its guild&apos;s, else the organisation&apos;s.</span>
      </div>
      {connectors.isPending ? (
        <LoadingState label="Loading connectors…" />
      ) : connectors.isError ? (
        <ErrorNotice error={connectors.error} title="The connectors could not be loaded." />
      ) : connectors.data.length === 0 ? (
        <EmptyState title="No connectors in your organisation">Bind an MCP server on the Connectors page first.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {connectors.data.map((connector) => {
            const on = agent.connectors[connector.name] === true;
            return (
              <li key={connector.id} data-testid="agent-connector" data-connector={connector.name} data-on={on} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <OnOffSwitch
                  label={`${connector.name} on for ${agent.name}`}
                  checked={on}
                  disabled={updateAgent.isPending}
                  onChange={(checked) => updateAgent.mutate({ connectors: { [connector.name]: checked } })}
                  testId="agent-connector-switch"
                />
                <code className="w-40 font-mono text-[12px] font-medium break-all text-slate-900">{connector.name}</code>
                <span className="min-w-0 flex-1">
                  <ResolvedLogin agent={agent} connector={connector} guilds={guilds.data ?? []} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {updateAgent.error && <ErrorNotice error={updateAgent.error} title="The connector setting was not saved." />}
    </Panel>
  );
}
