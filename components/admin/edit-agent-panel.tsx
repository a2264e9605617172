"use client";
import { useState } from "react";
import { draftOfAgent, updateAgentBody, type AgentDraft } from "@/lib/client/agent-draft";
import type { AgentDetail } from "@/lib/client/api-types";
import { useUpdateAgent } from "@/lib/client/use-update-agent";
import { Panel } from "../ui/panel";
import { AgentForm } from "./agent-form";

/** PATCH /v1/agents/:id with only what was changed; after a save the form starts again from the agent as saved. */
export function EditAgentPanel({ agent }: { agent: AgentDetail }) {
  const [initial, setInitial] = useState<AgentDraft>(() => draftOfAgent(agent));
  const [draft, setDraft] = useState<AgentDraft>(initial);
  const [saved, setSaved] = useState(false);
  const updateAgent = useUpdateAgent(agent.id);
  const changes = updateAgentBody(initial, draft);
  const changed = Object.keys(changes).length > 0;

  function submit() {
    setSaved(false);
    updateAgent.mutate(changes, {
      onSuccess: (updated) => {
        const next = draftOfAgent(updated);
        setInitial(next);
        setDraft(next);
        setSaved(true);
      },
    });
  }

  return (
    <Panel
      title="Edit"
      testId="edit-agent-panel"
      actions={changed ? <span className="text-xs text-amber-700">Unsaved: {Object.keys(changes).join(", ")}</span> : null}
    >
      {saved && !changed && (
        <p role="status" data-testid="agent-saved" className="mb-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Saved.
        </p>
      )}
      <AgentForm
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setSaved(false);
        }}
        onSubmit={submit}
        submitLabel={changed ? "Save changes" : "Nothing to save"}
        pending={updateAgent.isPending}
        error={updateAgent.error}
        idPrefix="edit-agent"
        emptyNumberHint="Empty: keeps the current value."
        canSubmit={changed}
      />
    </Panel>
  );
}
