"use client";
import type { ApiTokenView } from "@/lib/contracts/token-schemas";
import { useTokens } from "@/lib/client/use-tokens";
import { EmptyState } from "../../ui/empty-state";
import { ErrorNotice } from "../../ui/error-notice";
import { LoadingState } from "../../ui/loading-state";
import { Panel } from "../../ui/panel";
import { TokenRow } from "./token-row";

/** GET /v1/tokens: the organisation's API tokens (an admin sees everyone's), each revocable. */
export function TokensPanel() {
  const tokens = useTokens();
  return (
    <Panel title="API tokens" testId="tokens-panel">
      <p className="mb-3 text-xs text-slate-600">
        Tokens are made on one&apos;s own Account page (or with <code className="font-mono">npm run tollgate -- token create</code>) and shown once; only who holds
        them and what they may do is kept here. A token works while its scope and its person&apos;s roles both allow a request.
      </p>
      {tokens.isPending ? (
        <LoadingState label="Loading tokens…" />
      ) : tokens.isError ? (
        <ErrorNotice error={tokens.error} title="The tokens could not be loaded." />
      ) : tokens.data.length === 0 ? (
        <EmptyState title="No tokens yet" />
      ) : (
        <TokensTable tokens={tokens.data} />
      )}
    </Panel>
  );
}

function TokensTable({ tokens }: { tokens: ApiTokenView[] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table data-testid="tokens-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Token</th>
            <th scope="col" className="px-3 py-2 font-semibold">Scopes</th>
            <th scope="col" className="px-3 py-2 font-semibold">Created</th>
            <th scope="col" className="px-3 py-2 font-semibold">Last used</th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Status</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
