"use client";
import { useState } from "react";
import { fieldErrors } from "@/lib/client/api-refusal";
import { useCreateRecommendation } from "@/lib/client/use-recommendations";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { Field, TextArea, TextInput } from "../ui/form-controls";

const EMPTY = { title: "", proposal: "", evidence: "" };

/** CONTRACT.md, Recommendations: an admin adds one by hand (POST /v1/recommendations); it is then decided like any other. */
export function NewRecommendationForm({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const create = useCreateRecommendation();
  const errors = fieldErrors(create.error);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setDraft((earlier) => ({ ...earlier, [field]: event.target.value }));
  return (
    <form
      data-testid="new-recommendation-form"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(draft, { onSuccess: () => { setDraft(EMPTY); onClose(); } });
      }}
    >
      <Field label="Title" htmlFor="recommendation-title" error={errors.title}>
        <TextInput id="recommendation-title" value={draft.title} onChange={set("title")} placeholder="What should change, in a line" />
      </Field>
      <Field label="Proposal" htmlFor="recommendation-proposal" error={errors.proposal}>
        <TextArea id="recommendation-proposal" rows={3} value={draft.proposal} onChange={set("proposal")} placeholder="What to do and why" />
      </Field>
      <Field label="Evidence" htmlFor="recommendation-evidence" hint="Optional: what you saw, in a sentence." error={errors.evidence}>
        <TextInput id="recommendation-evidence" value={draft.evidence} onChange={set("evidence")} />
      </Field>
      <div className="flex items-center gap-2">
        <Button type="submit" tone="primary" disabled={create.isPending || draft.title.trim() === "" || draft.proposal.trim() === ""} data-testid="new-recommendation-submit">
          {create.isPending ? "Adding…" : "Add the recommendation"}
        </Button>
        <Button tone="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {create.error && Object.keys(errors).length === 0 && <ErrorNotice error={create.error} title="The recommendation was not added." />}
    </form>
  );
}
