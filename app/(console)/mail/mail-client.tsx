"use client";
import { useState } from "react";
import { MailThread } from "@/components/mail/mail-thread";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { SelectInput } from "@/components/ui/form-controls";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useAgents } from "@/lib/client/use-agents";
import { useMailThread, useMailThreads } from "@/lib/client/use-mail";

type Folder = "inbox" | "sent" | "archive";

const FOLDERS: { value: Folder; label: string }[] = [
  { value: "inbox", label: "Inbox" },
  { value: "sent", label: "Sent" },
  { value: "archive", label: "Archive" },
];

/** The Mail page: a mailbox's folders, its threads newest first, and the thread opened. */
export function MailClient({ isAdmin }: { isAdmin: boolean }) {
  const [agent, setAgent] = useState<string | null>(null);
  const [folder, setFolder] = useState<Folder>("inbox");
  const [opened, setOpened] = useState<string | null>(null);
  const agents = useAgents();
  const threads = useMailThreads(agent, folder);
  const thread = useMailThread(agent, opened);
  const choose = (next: string | null) => {
    setAgent(next);
    setOpened(null);
  };
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader title="Mail" description={threads.data ? `The mailbox of ${threads.data.mailbox.name} <${threads.data.mailbox.address}>.` : "Your mailbox."} />
      <div className="flex flex-wrap items-center gap-3">
        <SegmentedControl label="Folder" segments={FOLDERS} value={folder} onChange={(next) => { setFolder(next); setOpened(null); }} />
        {isAdmin && (
          <label className="flex items-center gap-2 text-sm text-slate-600">
            Mailbox
            <SelectInput data-testid="mail-mailbox" value={agent ?? ""} onChange={(event) => choose(event.target.value === "" ? null : event.target.value)}>
              <option value="">Mine</option>
              {(agents.data ?? []).map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </SelectInput>
          </label>
        )}
      </div>
      {threads.isPending ? (
        <LoadingState label="Loading mail…" />
      ) : threads.isError ? (
        <ErrorNotice error={threads.error} title="The mailbox could not be loaded." />
      ) : threads.data.threads.length === 0 ? (
        <EmptyState title={`Nothing in ${folder}`}>Mail to {threads.data.mailbox.address} arrives here (the SMTP listener or POST /v1/mail/inbound).</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul data-testid="mail-threads" className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
            {threads.data.threads.map((each) => (
              <li key={each.id}>
                <button
                  type="button"
                  data-testid="mail-thread-row"
                  onClick={() => setOpened(each.id)}
                  className={`block w-full px-3 py-2 text-left hover:bg-slate-50 ${opened === each.id ? "bg-sky-50" : ""}`}
                >
                  <span className={`block truncate text-sm ${each.read ? "text-slate-700" : "font-semibold text-slate-900"}`}>{each.subject || "(no subject)"}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {each.correspondents.join(", ")} · {new Date(each.lastMessageAt).toUTCString()}
                    {each.labels.length > 0 ? ` · ${each.labels.join(", ")}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div>
            {opened === null ? (
              <p className="text-sm text-slate-500">Open a thread to read it.</p>
            ) : thread.isPending ? (
              <LoadingState label="Loading the thread…" />
            ) : thread.isError ? (
              <ErrorNotice error={thread.error} title="The thread could not be loaded." />
            ) : (
              <MailThread thread={thread.data} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
