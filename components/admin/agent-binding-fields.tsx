"use client";
import { BINDING_NAMES, type AgentDraft } from "@/lib/client/agent-draft";
import { Disclosure } from "../ui/disclosure";
import { TriStateControl } from "./tri-state-control";

type AgentBindingFieldsProps = {
  draft: AgentDraft;
  onChange: (draft: AgentDraft) => void;
  errors: Record<string, string>;
  idPrefix: string;
};

/** The agent's own binding settings; one left unset resolves to the organisation's default (CONTRACT.md). */
export function AgentBindingFields({ draft, onChange, errors, idPrefix }: AgentBindingFieldsProps) {
  const own = BINDING_NAMES.filter((binding) => draft.bindings[binding] !== "unset").length;
  const anyError = BINDING_NAMES.some((binding) => errors[`bindings.${binding}`] !== undefined);
  return (
    <Disclosure summary={`Bindings (${own} set on this agent)`} defaultOpen={anyError} testId={`${idPrefix}-bindings`}>
      <div className="space-y-2 rounded-md border border-slate-200 p-3">
        {BINDING_NAMES.map((binding) => (
          <TriStateControl
            key={binding}
            label={binding}
            unsetLabel="default"
            value={draft.bindings[binding]}
            onChange={(value) => onChange({ ...draft, bindings: { ...draft.bindings, [binding]: value } })}
            testId={`${idPrefix}-binding-${binding}`}
            error={errors[`bindings.${binding}`]}
          />
        ))}
        <p className="text-[11px] text-slate-500">Unset follows the organisation&apos;s default for that binding.</p>
      </div>
    </Disclosure>
  );
}
