import type { AgentDetail, SecretSummary } from "@/lib/client/api-types";
import { secretOwnerLabel } from "@/lib/client/secret-owner-label";
import { SecretRow } from "./secret-row";

/** Names and owners only: CONTRACT.md, a value is never returned, so there is none to show. */
export function SecretsTable({ secrets, agents }: { secrets: SecretSummary[]; agents: readonly AgentDetail[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="secrets-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Name</th>
            <th scope="col" className="px-3 py-2 font-semibold">Belongs to</th>
            <th scope="col" className="px-3 py-2 font-semibold">Created</th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        {secrets.map((secret) => (
          <SecretRow key={secret.id} secret={secret} ownerLabel={secretOwnerLabel(secret, agents)} />
        ))}
      </table>
    </div>
  );
}
