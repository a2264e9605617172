"use client";
import { useState } from "react";
import type { Recommendation, RecommendationDecision } from "@/lib/client/api-types";
import { useDecideRecommendation } from "@/lib/client/use-recommendations";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { TextArea } from "../ui/form-controls";

const LABELS: Record<RecommendationDecision, { idle: string; busy: string; tone: "approve" | "danger" | "secondary" }> = {
  accept: { idle: "Accept", busy: "Accepting…", tone: "approve" },
  reject: { idle: "Reject", busy: "Rejecting…", tone: "danger" },
  defer: { idle: "Defer", busy: "Deferring…", tone: "secondary" },
};

/** Accept (files an issue on the Reports page), reject or defer, with a note kept with the decision. */
export function RecommendationDecisionForm({ recommendation }: { recommendation: Recommendation }) {
  const [note, setNote] = useState("");
  const decide = useDecideRecommendation();
  const noteId = `recommendation-note-${recommendation.id}`;
  // Deferred may still be accepted or rejected; deferring it again would change nothing.
  const choices: RecommendationDecision[] = recommendation.status === "deferred" ? ["accept", "reject"] : ["accept", "reject", "defer"];
  const pending = decide.isPending ? decide.variables?.decision : null;
  return (
    <div className="space-y-2">
      <label htmlFor={noteId} className="block text-xs font-medium text-slate-700">
        Note <span className="font-normal text-slate-400">(optional, kept with the decision)</span>
      </label>
      <TextArea id={noteId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} data-testid="recommendation-note" placeholder="Why, or what should be done" />
      <div className="flex items-center gap-2">
        {choices.map((decision) => (
          <Button
            key={decision}
            tone={LABELS[decision].tone}
            onClick={() => decide.mutate({ id: recommendation.id, decision, note })}
            disabled={decide.isPending}
            data-testid={`recommendation-${decision}`}
          >
            {pending === decision ? LABELS[decision].busy : LABELS[decision].idle}
          </Button>
        ))}
        <span className="text-xs text-slate-500">Accepting files it as an issue on the Reports page.</span>
      </div>
      {decide.error && <ErrorNotice error={decide.error} title="The decision was not saved." />}
    </div>
  );
}
