"use client";
import { useState } from "react";
import { useSecretRequests } from "@/lib/client/use-secret-requests";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";
import { SecretRequestCard } from "./secret-request-card";

/** The open requests agents filed with secret_request, oldest first: a queue for the admin to work through. */
export function SecretRequestsSection() {
  const requests = useSecretRequests("open");
  const [resolved, setResolved] = useState<string | null>(null);
  if (requests.isPending) return <LoadingState label="Loading secret requests…" />;
  if (requests.isError) return <ErrorNotice error={requests.error} title="The secret requests could not be loaded." />;
  const notice = resolved && (
    <p role="status" data-testid="secret-request-resolved" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      {resolved}
    </p>
  );
  if (requests.data.length === 0) return notice || null;
  return (
    <section aria-label="Secrets agents asked for" data-testid="secret-requests" className="space-y-2">
      <h2 className="text-sm font-semibold text-slate-900">
        Asked for by agents <span className="font-normal text-slate-500">({requests.data.length} open)</span>
      </h2>
      {notice}
      {requests.data.map((request) => (
        <SecretRequestCard key={request.id} request={request} onResolved={setResolved} />
      ))}
    </section>
  );
}
