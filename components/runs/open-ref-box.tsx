"use client";
import { useState, type FormEvent } from "react";
import { Button } from "../ui/button";
import { TextInput } from "../ui/form-controls";
import { StoredResultViewer } from "./stored-result-viewer";

/** Paste a ref, read its stored result (GET /v1/results/:ref). */
export function OpenRefBox() {
  const [draft, setDraft] = useState("");
  const [openRef, setOpenRef] = useState<string | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ref = draft.trim();
    setOpenRef(ref === "" ? null : ref);
  }
  return (
    <div className="space-y-3">
      <form onSubmit={onSubmit} className="flex gap-2" aria-label="Open a ref">
        <label htmlFor="open-ref" className="sr-only">
          Stored result ref
        </label>
        <TextInput id="open-ref" data-testid="open-ref-input" placeholder="Paste a stored result ref" value={draft} onChange={(event) => setDraft(event.target.value)} className="font-mono text-xs" />
        <Button type="submit" tone="primary" disabled={draft.trim() === ""} data-testid="open-ref-submit">
          Open
        </Button>
        {openRef && (
          <Button onClick={() => setOpenRef(null)} tone="ghost">
            Close
          </Button>
        )}
      </form>
      {openRef && <StoredResultViewer key={openRef} storedRef={openRef} />}
    </div>
  );
}
