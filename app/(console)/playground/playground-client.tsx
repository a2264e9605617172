"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { AgentTaskFields } from "@/components/playground/agent-task-fields";
import { ExamplePicker } from "@/components/playground/example-picker";
import { LiveRunPanel } from "@/components/playground/live-run-panel";
import { RunComposer } from "@/components/playground/run-composer";
import { TryToolPanel } from "@/components/playground/try-tool-panel";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import type { PlaygroundExample } from "@/lib/client/api-types";
import { formatScript } from "@/lib/client/format-script";
import { EMPTY_RUN_DRAFT, modelOfDraft, type RunDraft } from "@/lib/client/run-draft";
import { useAgents } from "@/lib/client/use-agents";
import { usePlaygroundExamples } from "@/lib/client/use-playground-examples";
import { useStartRun } from "@/lib/client/use-start-run";
import { useTaskDetails } from "@/lib/client/use-task-details";

type PlaygroundClientProps = { initialRunId: string | null; canDecideGates: boolean; canNameSecrets: boolean };

export function PlaygroundClient({ initialRunId, canDecideGates, canNameSecrets }: PlaygroundClientProps) {
  const router = useRouter();
  const agents = useAgents();
  const tasks = useTaskDetails();
  const examples = usePlaygroundExamples();
  const startRun = useStartRun();
  const [agentId, setAgentId] = useState("");
  const [taskId, setTaskId] = useState("");
  const [draft, setDraft] = useState<RunDraft>(EMPTY_RUN_DRAFT);
  const [runId, setRunId] = useState<string | null>(initialRunId);
  const [startedHere, setStartedHere] = useState(false);

  // The first agent is chosen for the person once the list arrives (the seeded Demo agent when present).
  useEffect(() => {
    if (agentId !== "" || !agents.data || agents.data.length === 0) return;
    setAgentId((agents.data.find((agent) => agent.name === "Demo agent") ?? agents.data[0]).id);
  }, [agents.data, agentId]);

  function applyExample(example: PlaygroundExample) {
    if (example.agentId) setAgentId(example.agentId);
    setTaskId(example.taskId ?? "");
    setDraft({ ...draft, input: example.input, mode: "scripted", scriptText: formatScript(example.script) });
    startRun.reset();
  }

  function start() {
    const model = modelOfDraft(draft, canNameSecrets);
    if (!model.ok || agentId === "") return;
    startRun.mutate(
      { agentId, ...(taskId ? { taskId } : {}), kind: "direct", input: draft.input, model: model.model },
      {
        onSuccess: (started) => {
          setRunId(started.id);
          setStartedHere(true);
          router.replace(`/playground?run=${encodeURIComponent(started.id)}`, { scroll: false });
        },
      },
    );
  }

  const listsError = agents.error ?? tasks.error;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeader
        title="Playground"
        description="Start a whole run with the scripted model or a provider (OpenAI-compatible, OpenAI, Anthropic), with a system prompt of your own, and watch its timeline and what the model was sent; or try one tool. Both take the same path as any run."
      />
      {agents.isPending || tasks.isPending ? (
        <LoadingState label="Loading agents and tasks…" />
      ) : listsError ? (
        <ErrorNotice error={listsError} title="Agents or tasks could not be loaded." />
      ) : (
        <>
          <Panel>
            <AgentTaskFields agents={agents.data ?? []} tasks={tasks.data ?? []} agentId={agentId} taskId={taskId} onAgentChange={setAgentId} onTaskChange={setTaskId} />
          </Panel>
          <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Panel title="Start a run" testId="run-composer">
              <div className="space-y-3">
                {examples.isError ? (
                  <ErrorNotice error={examples.error} title="The examples could not be loaded." />
                ) : (
                  examples.data && examples.data.length > 0 && <ExamplePicker examples={examples.data} onPick={applyExample} />
                )}
                <RunComposer
                  draft={draft}
                  onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
                  onStart={start}
                  canStart={agentId !== ""}
                  starting={startRun.isPending}
                  startError={startRun.error}
                  canNameSecrets={canNameSecrets}
                />
              </div>
            </Panel>
            <Panel title="Try one tool" testId="try-tool">
              {agentId === "" ? (
                <p className="text-xs text-slate-500">Choose an agent first: the tools listed are the ones its runs are offered.</p>
              ) : (
                <TryToolPanel key={`${agentId}:${taskId}`} agentId={agentId} taskId={taskId} task={tasks.data?.find((task) => task.id === taskId)} />
              )}
            </Panel>
          </div>
        </>
      )}
      {runId && <LiveRunPanel key={runId} runId={runId} scrollIntoView={startedHere} canDecideGates={canDecideGates} />}
    </div>
  );
}
