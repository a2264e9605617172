"use client";
import Link from "next/link";
import type { ReactNode } from "react";
import { Chip } from "@/components/ui/chip";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { Panel } from "@/components/ui/panel";
import { TimeLabel } from "@/components/ui/time-label";
import type { AgentScheduleSummary, AgentScriptSummary } from "@/lib/contracts/agent-automation";
import { useAgentAutomation } from "@/lib/client/use-agent-automation";

const cell = "px-3 py-2 align-top";

function Table({ testId, headings, children }: { testId: string; headings: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid={testId} className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

function ScriptRows({ scripts }: { scripts: AgentScriptSummary[] }) {
  if (scripts.length === 0) return <p className="text-xs text-slate-500">No scripts: the agent saves them with script_save.</p>;
  return (
    <Table testId="agent-scripts" headings={["Name", "Description", "Own tool", "Saved"]}>
      {scripts.map((script) => (
        <tr key={script.name}>
          <td className={`${cell} font-mono`}>{script.name}</td>
          <td className={cell}>{script.description}</td>
          <td className={cell}>{script.tool ? <Chip tone="green">{script.tool}</Chip> : <span className="text-slate-400">—</span>}</td>
          <td className={cell}>
            <TimeLabel iso={script.savedAt} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function ScheduleRows({ schedules }: { schedules: AgentScheduleSummary[] }) {
  if (schedules.length === 0) return <p className="text-xs text-slate-500">No schedules: the agent creates them with schedule_create.</p>;
  return (
    <Table testId="agent-schedules" headings={["Name", "Cron", "State", "Next", "Last run"]}>
      {schedules.map((schedule) => (
        <tr key={schedule.id}>
          <td className={cell}>{schedule.name}</td>
          <td className={`${cell} font-mono`}>
            {schedule.cron} <span className="text-slate-500">{schedule.timezone}</span>
          </td>
          <td className={cell}>{schedule.enabled ? <Chip tone="green">enabled</Chip> : <Chip tone="grey">disabled</Chip>}</td>
          <td className={cell}>
            <TimeLabel iso={schedule.nextFireAt} />
          </td>
          <td className={cell}>
            {schedule.lastRunId ? (
              <Link href={`/runs/${encodeURIComponent(schedule.lastRunId)}`} className="text-sky-700 hover:underline">
                <TimeLabel iso={schedule.lastFiredAt} />
              </Link>
            ) : (
              <span className="text-slate-400">—</span>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Seed "tools in a run": the script and schedule bindings' rows, as the agent keeps them; read-only here. */
export function AgentAutomationPanel({ agentId }: { agentId: string }) {
  const automation = useAgentAutomation(agentId);
  return (
    <Panel title="Scripts and schedules" testId="agent-automation">
      {automation.isPending ? (
        <LoadingState label="Loading scripts and schedules…" />
      ) : automation.isError ? (
        <ErrorNotice error={automation.error} title="The scripts and schedules could not be loaded." />
      ) : (
        <div className="space-y-4">
          <ScriptRows scripts={automation.data.scripts} />
          <ScheduleRows schedules={automation.data.schedules} />
        </div>
      )}
    </Panel>
  );
}
