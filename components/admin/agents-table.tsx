import Link from "next/link";
import type { AgentDetail } from "@/lib/client/api-types";
import { TimeLabel } from "../ui/time-label";
import { AgentFlagChips } from "./agent-flag-chips";
import { AgentGuildName } from "./agent-guild-name";
import { ResolvedBindingChips } from "./resolved-binding-chips";

export function AgentsTable({ agents }: { agents: AgentDetail[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="agents-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Name</th>
            <th scope="col" className="px-3 py-2 font-semibold">Flags</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Budget</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Iteration cap</th>
            <th scope="col" className="px-3 py-2 font-semibold">Previews</th>
            <th scope="col" className="px-3 py-2 font-semibold">Bindings (resolved)</th>
            <th scope="col" className="px-3 py-2 font-semibold">Guild</th>
            <th scope="col" className="px-3 py-2 font-semibold">Updated</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {agents.map((agent) => (
            <tr key={agent.id} data-testid="agent-row" data-agent-id={agent.id} className="align-top hover:bg-slate-50">
              <td className="px-3 py-2">
                <Link href={`/agents/${encodeURIComponent(agent.id)}`} data-testid="agent-link" className="font-medium text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600">
                  {agent.name}
                </Link>
              </td>
              <td className="px-3 py-2">
                <AgentFlagChips agent={agent} />
              </td>
              <td data-testid="agent-budget" className="px-3 py-2 text-right font-mono tabular-nums">{agent.toolCallBudget}</td>
              <td data-testid="agent-iterations" className="px-3 py-2 text-right font-mono tabular-nums">{agent.maxIterations}</td>
              <td data-testid="agent-previews" className="px-3 py-2 font-mono text-slate-600">{agent.previews ? "on" : "off"}</td>
              <td className="px-3 py-2">
                <ResolvedBindingChips agent={agent} />
              </td>
              <td data-testid="agent-guild" className="px-3 py-2 whitespace-nowrap">
                <AgentGuildName guildId={agent.guildId} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-500">
                <TimeLabel iso={agent.updatedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
