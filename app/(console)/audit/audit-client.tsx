"use client";
import { useState } from "react";
import { AuditEventsTable } from "@/components/audit/audit-events-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { SelectInput } from "@/components/ui/form-controls";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { AUDIT_ACTIONS } from "@/components/audit/audit-actions";
import { useAuditEvents } from "@/lib/client/use-audit-events";

export function AuditClient() {
  const [action, setAction] = useState("");
  const events = useAuditEvents(action);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title="Audit"
        description="What people did that the organisation keeps a record of, newest first: cancels, refused gate decisions, secret requests answered, bindings changed, tokens made and revoked."
        actions={
          <SelectInput aria-label="Action" data-testid="audit-action" value={action} onChange={(event) => setAction(event.target.value)} className="text-xs">
            <option value="">Every action</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectInput>
        }
      />
      {events.isPending ? (
        <LoadingState label="Loading audit events…" />
      ) : events.isError ? (
        <ErrorNotice error={events.error} title="The audit events could not be loaded." />
      ) : rows.length === 0 ? (
        <EmptyState title="Nothing recorded yet">{action ? "No event of this action." : "Events appear as people cancel runs, answer secret requests or make tokens."}</EmptyState>
      ) : (
        <>
          <AuditEventsTable events={rows} />
          {events.hasNextPage && (
            <Button tone="secondary" data-testid="audit-more" disabled={events.isFetchingNextPage} onClick={() => events.fetchNextPage()}>
              {events.isFetchingNextPage ? "Loading…" : "Older events"}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
