import type { Metadata } from "next";
import { ChangePasswordPanel } from "@/components/account/change-password-panel";
import { PageHeader } from "@/components/ui/page-header";
import { requirePrincipal } from "../require-principal";

export const metadata: Metadata = { title: "Account" };

/** Issue 16, item 7: anyone signed in changes their own password here. */
export default async function AccountPage() {
  const principal = await requirePrincipal("/account");
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title="Account" description={`Signed in as ${principal.email} (${principal.roles.join(", ")}).`} />
      <ChangePasswordPanel userId={principal.userId} />
    </div>
  );
}
