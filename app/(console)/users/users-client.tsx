"use client";
import { AddUserPanel } from "@/components/admin/users/add-user-panel";
import { TokensPanel } from "@/components/admin/users/tokens-panel";
import { UsersTable } from "@/components/admin/users/users-table";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useUsers } from "@/lib/client/use-users";

export function UsersClient({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title="People" description="Who may use this console and the API, with which roles; and the API tokens they hold." />
      {users.isPending ? (
        <LoadingState label="Loading people…" />
      ) : users.isError ? (
        <ErrorNotice error={users.error} title="The people could not be loaded." />
      ) : (
        <UsersTable users={users.data} currentUserId={currentUserId} />
      )}
      <AddUserPanel />
      <TokensPanel />
    </div>
  );
}
