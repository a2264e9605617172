"use client";
import { useState } from "react";
import type { Login } from "@/lib/client/api-types";
import { useLoginAction } from "@/lib/client/use-login-action";
import { useDeleteLogin } from "@/lib/client/use-login-delete";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";

/** List now, Disconnect or Reconnect, and a delete that asks first: each answers with the login as it now is. */
export function LoginActions({ login, place }: { login: Login; place: string }) {
  const action = useLoginAction(login);
  const deleteLogin = useDeleteLogin(login);
  const [confirming, setConfirming] = useState(false);
  const busy = action.isPending || deleteLogin.isPending;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-1.5">
        <Button size="sm" disabled={busy || login.status !== "connected"} onClick={() => action.mutate("list")} data-testid="login-list-now" title={login.status === "connected" ? "Ask the server for its tools now" : "Only a connected login can list"}>
          {action.isPending && action.variables === "list" ? "Listing…" : "List now"}
        </Button>
        {login.status !== "connected" ? (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => action.mutate("reconnect")}
            data-testid="login-reconnect"
            title={login.status === "pending" ? "Start the sign-in again (a new sign-in link)" : "Connect and list again"}
          >
            {action.isPending ? "Reconnecting…" : "Reconnect"}
          </Button>
        ) : (
          <Button size="sm" disabled={busy} onClick={() => action.mutate("disconnect")} data-testid="login-disconnect">
            {action.isPending && action.variables === "disconnect" ? "Disconnecting…" : "Disconnect"}
          </Button>
        )}
        <Button size="sm" tone="ghost" disabled={busy || confirming} onClick={() => setConfirming(true)} data-testid="login-delete" aria-label={`Delete the login at ${place}`}>
          Delete
        </Button>
      </div>
      {confirming && (
        <div role="group" aria-label={`Confirm deleting the login at ${place}`} data-testid="login-delete-confirmation" className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2">
          <p className="min-w-0 flex-1 text-xs text-red-950">
            Delete the login at <strong>{place}</strong>? Agents it serves fall back to their guild&apos;s login, else the organisation&apos;s, else run without this connector.
          </p>
          <div className="flex gap-2">
            <Button size="sm" tone="danger" disabled={deleteLogin.isPending} onClick={() => deleteLogin.mutate()} data-testid="login-delete-confirm">
              {deleteLogin.isPending ? "Deleting…" : "Delete login"}
            </Button>
            <Button size="sm" disabled={deleteLogin.isPending} onClick={() => setConfirming(false)} data-testid="login-delete-cancel">
              Keep it
            </Button>
          </div>
        </div>
      )}
      {action.error && <ErrorNotice error={action.error} title={`The login could not ${action.variables === "list" ? "list" : action.variables}.`} />}
      {deleteLogin.error && <ErrorNotice error={deleteLogin.error} title="The login was not deleted." />}
    </div>
  );
}
