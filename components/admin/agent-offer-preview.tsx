"use client";
import { useState } from "react";
import { Chip, type ChipTone } from "@/components/ui/chip";
import { Disclosure } from "@/components/ui/disclosure";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Field, SelectInput } from "@/components/ui/form-controls";
import { LoadingState } from "@/components/ui/loading-state";
import { Panel } from "@/components/ui/panel";
import { SegmentedControl } from "@/components/ui/segmented-control";
import type { AgentOfferPreview } from "@/lib/contracts/agent-bodies";
import { useAgentOffer, type RunKind } from "@/lib/client/use-agent-offer";
import { useTasks } from "@/lib/client/use-tasks";
import { offerReasonSentence } from "@/lib/contracts/problem-wording";

const kinds: { value: RunKind; label: string }[] = [
  { value: "direct", label: "Direct" },
  { value: "group_chat", label: "Group chat" },
  { value: "schedule", label: "Schedule" },
];

/** Seed "tools in a run", Connector logins at run start: what each connector the agent has on gives a run. */
const verdictTones: Record<AgentOfferPreview["connectors"][number]["verdict"], ChipTone> = { offer: "green", without: "amber", fail: "red" };

/** Seed "tools in a run", What a run offers: the tools a run of this agent gets, by the loop's own rules. */
export function AgentOfferPreview({ agentId }: { agentId: string }) {
  const [kind, setKind] = useState<RunKind>("direct");
  const [taskId, setTaskId] = useState<string | null>(null);
  const tasks = useTasks();
  const offer = useAgentOffer(agentId, kind, taskId);
  const offered = offer.data?.tools.filter((tool) => tool.offered) ?? [];
  const left = offer.data?.tools.filter((tool) => !tool.offered) ?? [];
  return (
    <Panel title="What a run offers" testId="agent-offer">
      <div className="flex flex-wrap items-end gap-4">
        <SegmentedControl label="Run kind" segments={kinds.map((entry) => ({ ...entry, testId: `offer-kind-${entry.value}` }))} value={kind} onChange={setKind} />
        <Field label="Task" htmlFor="offer-task">
          <SelectInput id="offer-task" value={taskId ?? ""} onChange={(event) => setTaskId(event.target.value || null)}>
            <option value="">No task (the agent&apos;s whole offer)</option>
            {(tasks.data ?? []).map((task) => (
              <option key={task.id} value={task.id}>
                {task.name}
              </option>
            ))}
          </SelectInput>
        </Field>
      </div>
      {offer.isPending ? (
        <LoadingState label="Working out the offer…" />
      ) : offer.isError ? (
        <ErrorNotice error={offer.error} title="The offer could not be worked out." />
      ) : (
        <div className="mt-4 space-y-3">
          <p className="text-xs text-slate-600">
            <span data-testid="offer-count">{offered.length}</span> tools offered at the first turn. Bindings and flags are read again every turn.
          </p>
          <ul className="flex flex-wrap gap-1.5" data-testid="offered-tools">
            {offered.map((tool) => (
              <li key={tool.name} data-testid="offered-tool" data-tool={tool.name}>
                <Chip tone="green" title={tool.family}>
                  {tool.modelName}
                </Chip>
              </li>
            ))}
          </ul>
          {offer.data.connectors.length > 0 && (
            <ul data-testid="offer-connectors" className="space-y-1 text-xs">
              {offer.data.connectors.map((entry) => (
                <li key={entry.connector} data-testid="offer-connector" data-connector={entry.connector} data-verdict={entry.verdict} className="flex flex-wrap items-center gap-2">
                  <Chip tone={verdictTones[entry.verdict]}>{entry.connector}</Chip>
                  <span className="text-slate-600">{entry.explanation}</span>
                </li>
              ))}
            </ul>
          )}
          <Disclosure summary={`${left.length} not offered, and why`} testId="not-offered-tools">
            <ul className="mt-2 divide-y divide-slate-100 text-xs">
              {left.map((tool) => (
                <li key={tool.name} data-testid="not-offered-tool" data-tool={tool.name} className="flex justify-between gap-3 py-1">
                  <code className="font-mono text-slate-700">{tool.name}</code>
                  <span className="text-right text-slate-500" title={tool.reason ?? undefined}>{tool.reason ? offerReasonSentence(tool.reason) : null}</span>
                </li>
              ))}
            </ul>
          </Disclosure>
        </div>
      )}
    </Panel>
  );
}
