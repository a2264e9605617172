import type { GateMail as GateMailPreview } from "@/lib/contracts/gate-schemas";
import { EscalationReplyEditor } from "./escalation-reply-editor";

/** Issue 19: a gated mail call's message as it will go, and the message it answers (CONTRACT.md "Mail"). */
export function GateMail({ mail, gateId, tool }: { mail: GateMailPreview; gateId: string; tool: string }) {
  return (
    <div data-testid="gate-mail" className="space-y-3">
      {mail.reason !== null && (
        <div>
          <h3 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Why it needs you</h3>
          <p data-testid="gate-mail-reason" className="mt-0.5 text-sm whitespace-pre-wrap text-slate-900">
            {mail.reason}
          </p>
        </div>
      )}
      {mail.problem !== null && <p className="text-sm text-amber-800">{mail.problem}</p>}
      {mail.message !== null ? (
        <div className="rounded-md border border-slate-200">
          <h3 className="border-b border-slate-100 px-3 py-1.5 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">The message as it will go</h3>
          <dl className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-2 gap-y-1 px-3 py-2 text-sm">
            <dt className="text-slate-500">From</dt>
            <dd data-testid="gate-mail-from">{mail.message.from}</dd>
            <dt className="text-slate-500">To</dt>
            <dd data-testid="gate-mail-to">{mail.message.to.join(", ")}</dd>
            <dt className="text-slate-500">Cc</dt>
            <dd data-testid="gate-mail-cc">{mail.message.cc.length > 0 ? mail.message.cc.join(", ") : "nobody"}</dd>
            <dt className="text-slate-500">Subject</dt>
            <dd data-testid="gate-mail-subject" className="font-medium">
              {mail.message.subject}
            </dd>
          </dl>
          <p data-testid="gate-mail-body" className="border-t border-slate-100 px-3 py-2 text-sm whitespace-pre-wrap text-slate-900">
            {mail.message.body}
          </p>
        </div>
      ) : (
        mail.reason !== null && <p className="text-sm text-slate-600">No reply is suggested: approving sends nothing.</p>
      )}
      {tool === "os.escalate_mail" && mail.answers !== null && <EscalationReplyEditor key={mail.message?.body ?? ""} gateId={gateId} reply={mail.message?.body ?? ""} />}
      {mail.answers !== null && (
        <details data-testid="gate-mail-answers" open className="rounded-md bg-slate-50 px-3 py-2 text-sm">
          <summary className="cursor-pointer text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
            It answers: {mail.answers.subject}
          </summary>
          <p className="mt-1 text-xs text-slate-500">
            from {mail.answers.from} · {new Date(mail.answers.sentAt).toUTCString()}
          </p>
          <p className="mt-1 whitespace-pre-wrap text-slate-800">{mail.answers.text}</p>
        </details>
      )}
    </div>
  );
}
