"use client";
import Link from "next/link";
import { useMemo, useState, type FormEvent, type KeyboardEvent } from "react";
import type { ToolInfo } from "@/lib/client/api-types";
import { argumentsFromSchema } from "@/lib/client/arguments-from-schema";
import { parseJsonText } from "@/lib/client/parse-json-text";
import { useBuiltInTools } from "@/lib/client/use-built-in-tools";
import { useInvokeTool } from "@/lib/client/use-invoke-tool";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { CodeArea, Field, SelectInput } from "../ui/form-controls";
import { LoadingState } from "../ui/loading-state";
import { InvokeOutcome } from "./invoke-outcome";

type TryToolPanelProps = { agentId: string; taskId: string };

/** Tools a playground call can reach: answered by a handler, and callable from a run. */
function callableFamilies(tools: ToolInfo[]): [string, ToolInfo[]][] {
  const families = new Map<string, ToolInfo[]>();
  for (const tool of tools) {
    if (tool.status === "planned" || !tool.runCallable) continue;
    families.set(tool.family, [...(families.get(tool.family) ?? []), tool]);
  }
  return [...families.entries()];
}

export function TryToolPanel({ agentId, taskId }: TryToolPanelProps) {
  const tools = useBuiltInTools();
  const invoke = useInvokeTool();
  const [toolName, setToolName] = useState("");
  const [argumentsText, setArgumentsText] = useState("{}");
  const families = useMemo(() => callableFamilies(tools.data ?? []), [tools.data]);
  const tool = tools.data?.find((candidate) => candidate.name === toolName);
  const parsed = parseJsonText(argumentsText);
  const ready = agentId !== "" && tool !== undefined && parsed.ok && !invoke.isPending;

  function chooseTool(name: string) {
    setToolName(name);
    const chosen = tools.data?.find((candidate) => candidate.name === name);
    setArgumentsText(JSON.stringify(chosen ? argumentsFromSchema(chosen.inputSchema) : {}, null, 2));
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

  if (tools.isPending) return <LoadingState label="Loading the tools…" />;
  if (tools.isError) return <ErrorNotice error={tools.error} title="The tools could not be loaded." />;
  return (
    <form onSubmit={onSubmit} onKeyDown={onFormKeyDown} className="space-y-3" aria-label="Try one tool">
      <Field label="Tool" htmlFor="try-tool-name" hint={families.length === 0 ? "No built-in tool is callable yet." : undefined}>
        <SelectInput id="try-tool-name" data-testid="try-tool-name" value={toolName} onChange={(event) => chooseTool(event.target.value)}>
          <option value="">Choose a tool…</option>
          {families.map(([family, members]) => (
            <optgroup key={family} label={family}>
              {members.map((member) => (
                <option key={member.name} value={member.name}>
                  {member.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectInput>
      </Field>
      {tool && (
        <p className="text-xs text-slate-600">
          {tool.description}{" "}
          <Link href={`/tools/${encodeURIComponent(tool.name)}`} className="text-sky-700 hover:underline">
            Reference
          </Link>
        </p>
      )}
      <Field label="Arguments (JSON)" htmlFor="try-tool-arguments" error={parsed.ok ? undefined : parsed.message} hint="Prefilled with the schema's required fields.">
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
