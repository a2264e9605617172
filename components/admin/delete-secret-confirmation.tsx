"use client";
import type { SecretSummary } from "@/lib/client/api-types";
import { useDeleteSecret } from "@/lib/client/use-delete-secret";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";

type DeleteSecretConfirmationProps = { secret: SecretSummary; ownerLabel: string; onCancel: () => void };

/** Deleting asks once more, saying what it does: a run that names this secret will no longer find it. */
export function DeleteSecretConfirmation({ secret, ownerLabel, onCancel }: DeleteSecretConfirmationProps) {
  const deleteSecret = useDeleteSecret();
  return (
    <div role="group" aria-label={`Confirm deleting ${secret.name}`} data-testid="secret-delete-confirmation" className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2">
      <p className="min-w-0 flex-1 text-xs text-red-950">
        Delete <code className="font-mono font-semibold break-all">{secret.name}</code> ({ownerLabel})? A run that names it will no longer find it; to
        replace a value, delete it and store it again.
      </p>
      <div className="flex gap-2">
        <Button size="sm" tone="danger" disabled={deleteSecret.isPending} onClick={() => deleteSecret.mutate(secret.id)} data-testid="secret-delete-confirm">
          {deleteSecret.isPending ? "Deleting…" : "Delete secret"}
        </Button>
        <Button size="sm" onClick={onCancel} disabled={deleteSecret.isPending} data-testid="secret-delete-cancel">
          Keep it
        </Button>
      </div>
      {deleteSecret.error && (
        <div className="w-full">
          <ErrorNotice error={deleteSecret.error} />
        </div>
      )}
    </div>
  );
}
