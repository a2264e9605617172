import type { MailThreadView } from "@/lib/contracts/mail-schemas";

/** A thread as the Mail page shows it: each message with its sender, recipients, time, text and attachments. */
export function MailThread({ thread }: { thread: MailThreadView }) {
  return (
    <article data-testid="mail-thread" className="space-y-3">
      <header className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{thread.subject || "(no subject)"}</h2>
        <p className="flex flex-wrap gap-2 text-xs text-slate-500">
          {thread.handled ? <span>handled</span> : <span>not handled</span>}
          {thread.labels.map((label) => (
            <span key={label} data-testid="mail-label" className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
              {label}
            </span>
          ))}
          {thread.snoozedUntil && <span>snoozed until {new Date(thread.snoozedUntil).toUTCString()}</span>}
          {thread.chasedAt && <span>last chased {new Date(thread.chasedAt).toUTCString()}</span>}
        </p>
      </header>
      {thread.messages.map((message) => (
        <section key={message.id} data-testid="mail-message" className="rounded-md border border-slate-200 bg-white">
          <dl className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-2 border-b border-slate-100 px-3 py-2 text-xs">
            <dt className="text-slate-500">From</dt>
            <dd className="font-medium text-slate-900">{message.from}</dd>
            <dt className="text-slate-500">To</dt>
            <dd>{message.to.join(", ")}</dd>
            {message.cc.length > 0 && (
              <>
                <dt className="text-slate-500">Cc</dt>
                <dd>{message.cc.join(", ")}</dd>
              </>
            )}
            <dt className="text-slate-500">When</dt>
            <dd>
              {new Date(message.sentAt).toUTCString()} · {message.folder === "sent" ? "sent" : "received"}
            </dd>
          </dl>
          <p className="px-3 py-2 text-sm whitespace-pre-wrap text-slate-900">{message.text}</p>
          {message.attachments.length > 0 && (
            <ul className="border-t border-slate-100 px-3 py-2 text-xs">
              {message.attachments.map((attachment) => (
                <li key={attachment.mediaId}>
                  <a className="text-sky-700 hover:underline" href={`/v1/media/${attachment.mediaId}`}>
                    {attachment.name}
                  </a>{" "}
                  <span className="text-slate-500">
                    {attachment.mimeType}, {attachment.bytes} bytes
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {thread.drafts.length > 0 && (
        <section className="rounded-md border border-dashed border-slate-300 p-3 text-sm">
          <h3 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Drafts (not sent)</h3>
          {thread.drafts.map((draft) => (
            <p key={draft.id} className="mt-1 whitespace-pre-wrap text-slate-800">
              {draft.body}
            </p>
          ))}
        </section>
      )}
    </article>
  );
}
