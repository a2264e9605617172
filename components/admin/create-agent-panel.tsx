"use client";
import Link from "next/link";
import { useState } from "react";
import { createAgentBody, EMPTY_AGENT_DRAFT, type AgentDraft } from "@/lib/client/agent-draft";
import type { AgentDetail } from "@/lib/client/api-types";
import { useCreateAgent } from "@/lib/client/use-create-agent";
import { Panel } from "../ui/panel";
import { AgentForm } from "./agent-form";

/** POST /v1/agents from a form; the new agent appears in the list, and the form empties for the next one. */
export function CreateAgentPanel() {
  const [draft, setDraft] = useState<AgentDraft>(EMPTY_AGENT_DRAFT);
  const [created, setCreated] = useState<AgentDetail | null>(null);
  const createAgent = useCreateAgent();

  function submit() {
    setCreated(null);
    createAgent.mutate(createAgentBody(draft), {
      onSuccess: (agent) => {
        setCreated(agent);
        setDraft(EMPTY_AGENT_DRAFT);
      },
    });
  }

  return (
    <Panel title="New agent" testId="create-agent-panel">
      {created && (
        <p role="status" data-testid="agent-created" className="mb-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Created{" "}
          <Link href={`/agents/${encodeURIComponent(created.id)}`} className="font-medium underline">
            {created.name}
          </Link>
          .
        </p>
      )}
      <div className="max-w-2xl">
        <AgentForm
          draft={draft}
          onChange={setDraft}
          onSubmit={submit}
          submitLabel="Create agent"
          pending={createAgent.isPending}
          error={createAgent.error}
          idPrefix="new-agent"
          emptyNumberHint="Empty: the default."
        />
      </div>
    </Panel>
  );
}
