"use client";
import { ConnectorCard } from "@/components/connectors/connector-card";
import { CreateConnectorPanel } from "@/components/connectors/create-connector-panel";
import { OauthOutcomeNotice } from "@/components/connectors/oauth-outcome-notice";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useAgentDetails } from "@/lib/client/use-agent-details";
import { useConnectors } from "@/lib/client/use-connectors";
import { useGuilds } from "@/lib/client/use-guilds";
import { useSecrets } from "@/lib/client/use-secrets";

type ConnectorsClientProps = { oauthLoginId: string | null; oauthError: string | null };

export function ConnectorsClient({ oauthLoginId, oauthError }: ConnectorsClientProps) {
  const connectors = useConnectors();
  const secrets = useSecrets();
  const guilds = useGuilds();
  const agents = useAgentDetails();
  const guildList = guilds.data ?? [];
  const agentList = agents.data ?? [];
  // A connector reads the organisation's secrets: an agent's own secret is not the connector's to read.
  const organisationSecrets = (secrets.data ?? []).filter((secret) => secret.agentId === null);
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <PageHeader
        title="Connectors"
        description="MCP servers that bring vendor tools. Bind one, sign it in at the organisation, a guild or an agent, then choose which of its tools are on; runs offer them like any built-in tool."
        actions={connectors.isFetching && !connectors.isPending ? <span className="text-xs text-slate-400">Refreshing…</span> : null}
      />
      {oauthLoginId !== null && <OauthOutcomeNotice loginId={oauthLoginId} errorCode={oauthError} guilds={guildList} agents={agentList} />}
      {(guilds.isError || agents.isError) && <ErrorNotice error={guilds.error ?? agents.error} title="Guilds or agents could not be loaded; logins show ids instead of names." />}
      {secrets.isError && <ErrorNotice error={secrets.error} title="The secrets could not be loaded; a new connector cannot pick one." />}
      <div className="grid items-start gap-5 2xl:grid-cols-[minmax(0,1fr)_30rem]">
        <section aria-label="Connectors of your organisation" className="min-w-0 space-y-4">
          {connectors.isPending ? (
            <LoadingState label="Loading connectors…" />
          ) : connectors.isError ? (
            <ErrorNotice error={connectors.error} title="The connectors could not be loaded." />
          ) : connectors.data.length === 0 ? (
            <EmptyState title="No connectors yet">Bind an MCP server with the form.</EmptyState>
          ) : (
            connectors.data.map((connector) => (
              <ConnectorCard key={connector.id} connector={connector} guilds={guildList} agents={agentList} highlightedLoginId={oauthLoginId} />
            ))
          )}
        </section>
        <CreateConnectorPanel secrets={organisationSecrets} />
      </div>
    </div>
  );
}
