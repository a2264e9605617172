"use client";
import { useState } from "react";
import { useEditEscalationReply } from "@/lib/client/use-edit-escalation-reply";
import { Button } from "../ui/button";
import { TextArea } from "../ui/form-controls";

/** Issue 19: the CEO edits an escalation's suggested reply before approving it; approving sends what is saved. */
export function EscalationReplyEditor({ gateId, reply }: { gateId: string; reply: string }) {
  const [text, setText] = useState(reply);
  const edit = useEditEscalationReply(gateId);
  const changed = text.trim() !== reply.trim();
  return (
    <div className="space-y-1.5">
      <label htmlFor={`reply-${gateId}`} className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
        Edit the reply before approving
      </label>
      <TextArea id={`reply-${gateId}`} data-testid="gate-mail-reply-edit" rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="flex items-center gap-2">
        <Button data-testid="gate-mail-reply-save" size="sm" disabled={!changed || text.trim() === "" || edit.isPending} onClick={() => edit.mutate(text)}>
          Save the reply
        </Button>
        {edit.isError && <span className="text-xs text-red-700">{edit.error.message}</span>}
        {edit.isSuccess && !changed && <span className="text-xs text-emerald-700">Saved: approving sends this reply.</span>}
      </div>
    </div>
  );
}
