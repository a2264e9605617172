"use client";
import { useState } from "react";
import type { SecretSummary } from "@/lib/client/api-types";
import { Button } from "../ui/button";
import { Chip } from "../ui/chip";
import { TimeLabel } from "../ui/time-label";
import { DeleteSecretConfirmation } from "./delete-secret-confirmation";

type SecretRowProps = { secret: SecretSummary; ownerLabel: string };

/** One secret (its own <tbody>): name, owner, when created, and a delete that asks first on a row of its own. */
export function SecretRow({ secret, ownerLabel }: SecretRowProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <tbody data-testid="secret-row" data-secret-id={secret.id} className="border-t border-slate-100 first:border-t-0">
      <tr className="align-top">
        <td data-testid="secret-name" className="px-3 py-2 font-mono text-[12px] font-medium break-all text-slate-900">
          {secret.name}
        </td>
        <td data-testid="secret-owner" className="px-3 py-2">
          {secret.agentId === null ? (
            <Chip tone="grey">organisation-wide</Chip>
          ) : (
            <Chip tone="blue" title={secret.agentId}>
              agent · {ownerLabel}
            </Chip>
          )}
        </td>
        <td className="px-3 py-2 whitespace-nowrap text-slate-500">
          <TimeLabel iso={secret.createdAt} />
        </td>
        <td className="px-3 py-1.5 text-right">
          <Button size="sm" tone="ghost" disabled={confirming} onClick={() => setConfirming(true)} data-testid="secret-delete" aria-label={`Delete ${secret.name}`}>
            Delete
          </Button>
        </td>
      </tr>
      {confirming && (
        <tr>
          <td colSpan={4} className="px-3 pb-2">
            <DeleteSecretConfirmation secret={secret} ownerLabel={ownerLabel} onCancel={() => setConfirming(false)} />
          </td>
        </tr>
      )}
    </tbody>
  );
}
