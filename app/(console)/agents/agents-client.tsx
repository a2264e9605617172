"use client";
import { AgentGuildsPanel } from "@/components/admin/agent-guilds-panel";
import { AgentsTable } from "@/components/admin/agents-table";
import { CreateAgentPanel } from "@/components/admin/create-agent-panel";
import { OrganisationBindingsPanel } from "@/components/admin/organisation-bindings-panel";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useAgentDetails } from "@/lib/client/use-agent-details";

export function AgentsClient() {
  const agents = useAgentDetails();
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <PageHeader
        title="Agents"
        description="Who runs: each agent's flags, budget, iteration cap, bindings and guild. Open one to change it or turn its connectors on."
        actions={agents.isFetching && !agents.isPending ? <span className="text-xs text-slate-400">Refreshing…</span> : null}
      />
      <div className="grid items-start gap-5 2xl:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-label="Agents of your organisation" className="min-w-0">
          {agents.isPending ? (
            <LoadingState label="Loading agents…" />
          ) : agents.isError ? (
            <ErrorNotice error={agents.error} title="The agents could not be loaded." />
          ) : agents.data.length === 0 ? (
            <EmptyState title="No agents yet">Create the first one with the form.</EmptyState>
          ) : (
            <>
              <AgentsTable agents={agents.data} />
              <p className="mt-2 text-[11px] text-slate-500">
                Green flags offer their tools. A binding marked * is set on the agent; the others follow the organisation&apos;s default.
              </p>
            </>
          )}
        </section>
        <div className="space-y-5">
          <CreateAgentPanel />
          <AgentGuildsPanel agents={agents.data ?? []} />
          <OrganisationBindingsPanel />
        </div>
      </div>
    </div>
  );
}
