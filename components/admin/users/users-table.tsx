"use client";
import type { User } from "@/lib/contracts/user-bodies";
import { UserRow } from "./user-row";

/** The organisation's people, each with their roles and removal. */
export function UsersTable({ users, currentUserId }: { users: User[]; currentUserId: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="users-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Person</th>
            <th scope="col" className="px-3 py-2 font-semibold">Roles</th>
            <th scope="col" className="px-3 py-2 font-semibold">Added</th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <UserRow key={`${user.id}:${user.roles.join(",")}`} user={user} isYou={user.id === currentUserId} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
