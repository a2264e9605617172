"use client";
import { useState } from "react";
import type { Connector } from "@/lib/client/api-types";
import { useDeleteConnector } from "@/lib/client/use-connector-delete";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";

/** DELETE /v1/connectors/:id, after saying what goes with it. */
export function DeleteConnectorButton({ connector }: { connector: Connector }) {
  const [confirming, setConfirming] = useState(false);
  const deleteConnector = useDeleteConnector();
  if (!confirming) {
    return (
      <Button size="sm" tone="ghost" onClick={() => setConfirming(true)} data-testid="connector-delete" aria-label={`Delete ${connector.name}`}>
        Delete
      </Button>
    );
  }
  return (
    <div role="group" aria-label={`Confirm deleting ${connector.name}`} data-testid="connector-delete-confirmation" className="flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-2 py-1">
      <span className="text-xs text-red-950">
        Delete <code className="font-mono font-semibold">{connector.name}</code> and all its logins? Tasks naming its tools keep them, unoffered.
      </span>
      <Button size="sm" tone="danger" disabled={deleteConnector.isPending} onClick={() => deleteConnector.mutate(connector.id)} data-testid="connector-delete-confirm">
        {deleteConnector.isPending ? "Deleting…" : "Delete connector"}
      </Button>
      <Button size="sm" disabled={deleteConnector.isPending} onClick={() => setConfirming(false)}>
        Keep it
      </Button>
      {deleteConnector.error && <ErrorNotice error={deleteConnector.error} title="The connector was not deleted." />}
    </div>
  );
}
