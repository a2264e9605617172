"use client";
import Link from "next/link";
import { useMemo, useState, type FormEvent, type KeyboardEvent } from "react";
import type { TaskDetail, ToolInfo } from "@/lib/client/api-types";
import { parseJsonText } from "@/lib/client/parse-json-text";
import { describePin, initialArguments, tryableByFamily } from "@/lib/client/tryable-tools";
import { useAgentOffer } from "@/lib/client/use-agent-offer";
import { useBuiltInTools, useNativeTools } from "@/lib/client/use-built-in-tools";
import { useInvokeTool } from "@/lib/client/use-invoke-tool";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { CodeArea, Field, SelectInput } from "../ui/form-controls";
import { LoadingState } from "../ui/loading-state";
import { InvokeOutcome } from "./invoke-outcome";

type TryToolPanelProps = { agentId: string; taskId: string; task: TaskDetail | undefined };

/**
 * One call without a model, through the same admission and pipeline as a run (POST /v1/playground/invoke).
 * It lists what a direct run of the agent is offered with the chosen task (issue 12, item 9): native and
 * connector tools too, only the task's declared tools (and the run's own) when a task is chosen, its pins filled in.
 */
export function TryToolPanel({ agentId, taskId, task }: TryToolPanelProps) {
  const builtIn = useBuiltInTools();
  const native = useNativeTools();
  const offer = useAgentOffer(agentId, "direct", taskId === "" ? null : taskId);
  const invoke = useInvokeTool();
  const [toolName, setToolName] = useState("");
  const [argumentsText, setArgumentsText] = useState("{}");
  const infos = useMemo<ToolInfo[]>(() => [...(builtIn.data ?? []), ...(native.data ?? [])], [builtIn.data, native.data]);
  const families = useMemo(() => (offer.data ? tryableByFamily(offer.data, infos, task) : []), [offer.data, infos, task]);
  const tool = families.flatMap(([, members]) => members).find((candidate) => candidate.name === toolName);
  const parsed = parseJsonText(argumentsText);
  const ready = agentId !== "" && tool !== undefined && parsed.ok && !invoke.isPending;

  function chooseTool(name: string) {
    setToolName(name);
    const chosen = families.flatMap(([, members]) => members).find((candidate) => candidate.name === name);
    setArgumentsText(JSON.stringify(chosen ? initialArguments(chosen) : {}, null, 2));
    invoke.reset();
  }
  function send() {
    if (!ready || !parsed.ok) return;
    invoke.mutate({ agentId, tool: toolName, arguments: parsed.value, ...(taskId ? { taskId } : {}) });
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }
  function onFormKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      send();
    }
  }

  if (offer.isPending || builtIn.isPending || native.isPending) return <LoadingState label="Working out what this agent is offered…" />;
  const loadError = offer.error ?? builtIn.error ?? native.error;
  if (loadError) return <ErrorNotice error={loadError} title="The tools could not be loaded." />;
  const count = families.reduce((total, [, members]) => total + members.length, 0);
  return (
    <form onSubmit={onSubmit} onKeyDown={onFormKeyDown} className="space-y-3" aria-label="Try one tool">
      <Field
        label="Tool"
        htmlFor="try-tool-name"
        hint={
          count === 0
            ? "This agent is offered no tool a call can reach."
            : `${count} tools a direct run of this agent is offered${task ? ` with ${task.name}: its declared tools and the run's own` : ""}.`
        }
      >
        <SelectInput id="try-tool-name" data-testid="try-tool-name" value={toolName} onChange={(event) => chooseTool(event.target.value)}>
          <option value="">Choose a tool…</option>
          {families.map(([family, members]) => (
            <optgroup key={family} label={family}>
              {members.map((member) => (
                <option key={member.name} value={member.name}>
                  {member.name}
                  {member.pins.length > 0 ? " (pinned)" : ""}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectInput>
      </Field>
      {tool && (
        <div className="space-y-1 text-xs text-slate-600">
          <p>
            {tool.info?.description ?? `A tool of the ${tool.family} connector.`}{" "}
            {tool.info && (
              <Link href={`/tools/${encodeURIComponent(tool.name)}`} className="text-sky-700 hover:underline">
                Reference
              </Link>
            )}
          </p>
          {tool.pins.length > 0 && (
            <ul data-testid="try-tool-pins" className="list-inside list-disc text-violet-800">
              {tool.pins.map((pin) => (
                <li key={pin.field}>Pinned by the task — {describePin(pin)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Field label="Arguments (JSON)" htmlFor="try-tool-arguments" error={parsed.ok ? undefined : parsed.message} hint="Prefilled with the schema's required fields and the task's pinned values.">
        <CodeArea id="try-tool-arguments" data-testid="try-tool-arguments" rows={7} value={argumentsText} onChange={(event) => setArgumentsText(event.target.value)} aria-invalid={!parsed.ok} />
      </Field>
      <div className="flex items-center gap-3">
        <Button type="submit" tone="primary" disabled={!ready} data-testid="try-tool-invoke">
          {invoke.isPending ? "Calling…" : "Call the tool"}
        </Button>
        <span className="text-xs text-slate-400">Ctrl/⌘ + Enter</span>
      </div>
      {invoke.error && <ErrorNotice error={invoke.error} title="The call was not made." />}
      {invoke.data && <InvokeOutcome result={invoke.data} />}
    </form>
  );
}
