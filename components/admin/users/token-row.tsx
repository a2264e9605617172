"use client";
import { useState } from "react";
import type { ApiTokenView } from "@/lib/contracts/token-schemas";
import { useTokenRevoke } from "@/lib/client/use-token-revoke";
import { Button } from "../../ui/button";
import { Chip } from "../../ui/chip";
import { ErrorNotice } from "../../ui/error-notice";
import { TimeLabel } from "../../ui/time-label";

/** One token: whose, what it may do, when last used; revoked at once after a confirmation. */
export function TokenRow({ token }: { token: ApiTokenView }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useTokenRevoke();
  return (
    <tr data-testid="token-row" data-token-id={token.id} data-token-user={token.user.email} className="align-top">
      <td className="px-3 py-2">
        <span className="font-medium text-slate-900">{token.name || "unnamed"}</span>
        <span className="block text-[11px] text-slate-500">{token.user.email}</span>
      </td>
      <td className="px-3 py-2">
        <span className="flex flex-wrap gap-1">
          {token.scopes.map((scope) => (
            <Chip key={scope} tone="outline">
              {scope}
            </Chip>
          ))}
        </span>
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-500">
        <TimeLabel iso={token.createdAt} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-500">{token.lastUsedAt ? <TimeLabel iso={token.lastUsedAt} /> : "never"}</td>
      <td className="w-64 px-3 py-2 text-right">
        {token.revokedAt ? (
          <span data-testid="token-revoked" className="text-[11px] text-slate-500">
            revoked <TimeLabel iso={token.revokedAt} />
          </span>
        ) : !confirming ? (
          <Button size="sm" tone="ghost" onClick={() => setConfirming(true)} data-testid="token-revoke" aria-label={`Revoke ${token.name || "the token"} of ${token.user.email}`}>
            Revoke
          </Button>
        ) : (
          <div role="group" aria-label="Confirm revoking" data-testid="token-revoke-confirmation" className="space-y-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-left">
            <p className="text-xs text-red-950">Revoke it? Every request that sends it is refused from now on; this cannot be undone.</p>
            <div className="flex gap-2">
              <Button size="sm" tone="danger" disabled={revoke.isPending} onClick={() => revoke.mutate(token.id)} data-testid="token-revoke-confirm">
                {revoke.isPending ? "Revoking…" : "Revoke token"}
              </Button>
              <Button size="sm" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
                Keep
              </Button>
            </div>
            {revoke.error && <ErrorNotice error={revoke.error} />}
          </div>
        )}
      </td>
    </tr>
  );
}
