import type { Metadata } from "next";
import { ChangePasswordPanel } from "@/components/account/change-password-panel";
import { CreateTokenPanel } from "@/components/account/create-token-panel";
import { TokensPanel } from "@/components/admin/users/tokens-panel";
import { scopesAllowedFor } from "@/lib/server/auth/permissions";
import { PageHeader } from "@/components/ui/page-header";
import { requirePrincipal } from "../require-principal";

export const metadata: Metadata = { title: "Account" };

/** Issue 16, item 7: anyone signed in changes their own password here; issue 23, item 7: and makes their own tokens. */
export default async function AccountPage() {
  const principal = await requirePrincipal("/account");
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title="Account" description={`Signed in as ${principal.email} (${principal.roles.join(", ")}).`} />
      <ChangePasswordPanel userId={principal.userId} />
      {/* Issue 23, item 7: tokens are made and named here, not only in the CLI. */}
      <CreateTokenPanel scopes={scopesAllowedFor(principal.roles)} />
      <TokensPanel />
    </div>
  );
}
