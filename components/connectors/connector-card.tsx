"use client";
import type { AgentDetail, Connector, Guild } from "@/lib/client/api-types";
import { useConnectorLogins } from "@/lib/client/use-connector-logins";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";
import { Panel } from "../ui/panel";
import { CreateLoginForm } from "./create-login-form";
import { DeleteConnectorButton } from "./delete-connector-button";
import { LoginCard } from "./login-card";
import { loginPlace } from "./login-place";
import { TransportSummary } from "./transport-summary";

type ConnectorCardProps = { connector: Connector; guilds: readonly Guild[]; agents: readonly AgentDetail[]; highlightedLoginId: string | null };

const SCOPE_ORDER = { organisation: 0, guild: 1, agent: 2 } as const;

/** One connector: how it is reached, where it is signed in, and a form to sign it in somewhere else. */
export function ConnectorCard({ connector, guilds, agents, highlightedLoginId }: ConnectorCardProps) {
  const logins = useConnectorLogins(connector.id);
  const sorted = [...(logins.data ?? [])].sort((left, right) => SCOPE_ORDER[left.scope] - SCOPE_ORDER[right.scope]);
  return (
    <div data-testid="connector-card" data-connector={connector.name} data-connector-id={connector.id}>
      <Panel
        title={
          <span className="flex flex-wrap items-baseline gap-2">
            <code data-testid="connector-name" className="font-mono">
              {connector.name}
            </code>
            {connector.description && <span className="text-xs font-normal text-slate-500">{connector.description}</span>}
          </span>
        }
        actions={<DeleteConnectorButton connector={connector} />}
      >
        <div className="space-y-3">
          <TransportSummary connector={connector} />
          <section aria-label={`Logins of ${connector.name}`} className="space-y-2">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Logins</h3>
            {logins.isPending ? (
              <LoadingState label="Loading its logins…" />
            ) : logins.isError ? (
              <ErrorNotice error={logins.error} title="Its logins could not be loaded." />
            ) : sorted.length === 0 ? (
              <p className="text-xs text-slate-500">Not signed in anywhere yet: no run is offered its tools.</p>
            ) : (
              <ul className="space-y-2" data-testid="connector-logins">
                {sorted.map((login) => (
                  <LoginCard key={login.id} login={login} place={loginPlace(login, guilds, agents)} highlighted={login.id === highlightedLoginId} />
                ))}
              </ul>
            )}
            <CreateLoginForm connectorId={connector.id} logins={sorted} guilds={guilds} agents={agents} />
          </section>
        </div>
      </Panel>
    </div>
  );
}
