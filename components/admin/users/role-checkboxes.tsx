"use client";
import { ROLES, type Role } from "@/lib/contracts/role";

// ONE-PRODUCT.md, People: what each role is for, in the words a person choosing it needs.
export const ROLE_MEANINGS: Record<Role, string> = {
  admin: "curates agents, tasks, secrets, connectors and people",
  editor: "tries tools and runs in the playground, reads runs",
  ceo: "decides the calls that wait at a gate",
};

type RoleCheckboxesProps = { idPrefix: string; roles: readonly Role[]; onChange: (roles: Role[]) => void; disabled?: boolean };

/** The roles a user holds, any of the three (a user may hold several). */
export function RoleCheckboxes({ idPrefix, roles, onChange, disabled = false }: RoleCheckboxesProps) {
  const toggle = (role: Role) => onChange(roles.includes(role) ? roles.filter((held) => held !== role) : ROLES.filter((known) => known === role || roles.includes(known)));
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      {ROLES.map((role) => (
        <label key={role} htmlFor={`${idPrefix}-${role}`} className="flex items-center gap-1.5 text-xs text-slate-700" title={ROLE_MEANINGS[role]}>
          <input
            id={`${idPrefix}-${role}`}
            type="checkbox"
            checked={roles.includes(role)}
            disabled={disabled}
            onChange={() => toggle(role)}
            data-testid={`${idPrefix}-${role}`}
            className="h-3.5 w-3.5 rounded border-slate-300"
          />
          {role}
        </label>
      ))}
    </div>
  );
}
