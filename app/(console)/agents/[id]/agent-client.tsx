"use client";
import type { AgentDetail } from "@/lib/client/api-types";
import Link from "next/link";
import { AgentAutomationPanel } from "@/components/admin/agent-automation-panel";
import { AgentConnectorsPanel } from "@/components/admin/agent-connectors-panel";
import { AgentGuildName } from "@/components/admin/agent-guild-name";
import { AgentOfferPreview } from "@/components/admin/agent-offer-preview";
import { AgentFlagChips } from "@/components/admin/agent-flag-chips";
import { DeleteAgentPanel } from "@/components/admin/delete-agent-panel";
import { EditAgentPanel } from "@/components/admin/edit-agent-panel";
import { ResolvedBindingChips } from "@/components/admin/resolved-binding-chips";
import { AgentOverviewPanel } from "@/components/overview/agent-overview-panel";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FactsTable } from "@/components/ui/facts-table";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { TimeLabel } from "@/components/ui/time-label";
import { useAgent } from "@/lib/client/use-agent";

/** CONTRACT.md, The enterprise: the model the runs the product starts by itself (schedules) use. */
function defaultModelLabel(model: AgentDetail["model"]): string {
  if (model === null) return "none: a schedule's runs use the model of the run that made it";
  return model.provider === "scripted" ? `scripted (${model.script.length} turns)` : `${model.provider} · ${model.model}`;
}

export function AgentClient({ agentId }: { agentId: string }) {
  const agent = useAgent(agentId);
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <Link href="/agents" className="text-xs font-medium text-sky-700 hover:underline">
        ← All agents
      </Link>
      {agent.isPending ? (
        <LoadingState label="Loading the agent…" />
      ) : agent.isError ? (
        <ErrorNotice error={agent.error} title="This agent could not be loaded." />
      ) : (
        <>
          <PageHeader title={<span data-testid="agent-name">{agent.data.name}</span>} description={<code className="font-mono text-[11px]">{agent.data.id}</code>} />
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_26rem]">
            <Panel title="As saved" testId="agent-facts">
              <FactsTable
                facts={[
                  { label: "flags", value: <AgentFlagChips agent={agent.data} /> },
                  { label: "budget", value: agent.data.toolCallBudget, testId: "agent-fact-budget" },
                  { label: "iteration cap", value: agent.data.maxIterations, testId: "agent-fact-iterations" },
                  { label: "previews", value: agent.data.previews ? "on" : "off", testId: "agent-fact-previews" },
                  { label: "bindings", value: <ResolvedBindingChips agent={agent.data} /> },
                  { label: "guild", value: <AgentGuildName guildId={agent.data.guildId} />, testId: "agent-fact-guild" },
                  { label: "address", value: <code className="font-mono text-xs">{agent.data.address}</code>, testId: "agent-fact-address" },
                  { label: "default model", value: defaultModelLabel(agent.data.model), testId: "agent-fact-model" },
                  { label: "created", value: <TimeLabel iso={agent.data.createdAt} /> },
                  { label: "updated", value: <TimeLabel iso={agent.data.updatedAt} /> },
                ]}
              />
              <p className="mt-3 text-[11px] text-slate-500">
                Bindings as they resolve: the agent&apos;s own setting (marked *), else the organisation&apos;s default.
              </p>
            </Panel>
            <EditAgentPanel agent={agent.data} />
          </div>
          <AgentConnectorsPanel agent={agent.data} />
          <AgentOfferPreview agentId={agent.data.id} />
          <AgentAutomationPanel agentId={agent.data.id} />
          <AgentOverviewPanel agentId={agent.data.id} />
          <DeleteAgentPanel agent={agent.data} />
        </>
      )}
    </div>
  );
}
