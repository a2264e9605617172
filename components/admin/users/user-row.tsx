"use client";
import { useState } from "react";
import type { Role } from "@/lib/contracts/role";
import type { User } from "@/lib/contracts/user-bodies";
import { useUserDelete } from "@/lib/client/use-user-delete";
import { useUserUpdate } from "@/lib/client/use-user-update";
import { Button } from "../../ui/button";
import { Chip } from "../../ui/chip";
import { ErrorNotice } from "../../ui/error-notice";
import { TimeLabel } from "../../ui/time-label";
import { RoleCheckboxes } from "./role-checkboxes";

const sameRoles = (left: readonly string[], right: readonly string[]) => left.length === right.length && left.every((role) => right.includes(role));

/** One person: their roles, changed in place and saved, and their removal behind a confirmation. */
export function UserRow({ user, isYou }: { user: User; isYou: boolean }) {
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [confirming, setConfirming] = useState(false);
  const update = useUserUpdate(user.id);
  const remove = useUserDelete();
  const changed = !sameRoles(roles, user.roles);
  return (
    <tr data-testid="user-row" data-user-email={user.email} className="align-top">
      <td className="px-3 py-2">
        <span data-testid="user-email" className="font-medium text-slate-900">{user.email}</span>
        {isYou && (
          <span className="ml-1.5">
            <Chip tone="blue">you</Chip>
          </span>
        )}
        {user.name && <span className="block text-[11px] text-slate-500">{user.name}</span>}
      </td>
      <td className="px-3 py-2">
        <RoleCheckboxes idPrefix={`user-${user.id}-role`} roles={roles} onChange={setRoles} disabled={update.isPending} />
        {changed && (
          <div className="mt-2 flex gap-2">
            <Button size="sm" tone="primary" disabled={update.isPending || roles.length === 0} onClick={() => update.mutate(roles)} data-testid="user-roles-save">
              {update.isPending ? "Saving…" : "Save roles"}
            </Button>
            <Button
              size="sm"
              onClick={() => {
                setRoles(user.roles);
                update.reset();
              }}
              data-testid="user-roles-undo"
            >
              Undo
            </Button>
            {roles.length === 0 && <span className="self-center text-[11px] text-red-700">A user holds at least one role; to take every role away, remove the user.</span>}
          </div>
        )}
        {update.error && (
          <div className="mt-2">
            <ErrorNotice error={update.error} title="The roles were not changed." />
          </div>
        )}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-500">
        <TimeLabel iso={user.createdAt} />
      </td>
      <td className="w-72 px-3 py-2 text-right">
        {isYou ? (
          <span className="text-[11px] text-slate-400">Another admin can remove you.</span>
        ) : !confirming ? (
          <Button size="sm" tone="ghost" onClick={() => setConfirming(true)} data-testid="user-remove" aria-label={`Remove ${user.email}`}>
            Remove
          </Button>
        ) : (
          <div role="group" aria-label={`Confirm removing ${user.email}`} data-testid="user-remove-confirmation" className="space-y-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-left">
            <p className="text-xs text-red-950">
              Remove <strong>{user.email}</strong>? They are signed out everywhere and their tokens stop working. The runs they started and the gates they
              decided keep their name.
            </p>
            <div className="flex gap-2">
              <Button size="sm" tone="danger" disabled={remove.isPending} onClick={() => remove.mutate(user.id)} data-testid="user-remove-confirm">
                {remove.isPending ? "Removing…" : "Remove user"}
              </Button>
              <Button size="sm" onClick={() => setConfirming(false)} disabled={remove.isPending} data-testid="user-remove-cancel">
                Keep
              </Button>
            </div>
            {remove.error && <ErrorNotice error={remove.error} />}
          </div>
        )}
      </td>
    </tr>
  );
}
