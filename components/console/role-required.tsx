import Link from "next/link";
import { roleHome, roleHomeName } from "@/lib/contracts/role-home";

type RoleRequiredProps = { role: string; action: string; roles: readonly string[] };

/** What a signed-in person sees on a page their roles do not open: why, and the way back to their own work. */
export function RoleRequired({ role, action, roles }: RoleRequiredProps) {
  const home = roleHome(roles);
  return (
    <div data-testid="role-required" className="mx-auto mt-16 max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-xs">
      <h1 className="text-base font-semibold text-slate-900">
        You need the {role} role to {action}
      </h1>
      <p className="mt-2 text-sm text-slate-500">
        Your roles: {roles.length > 0 ? roles.join(", ") : "none"}. An admin can give you the {role} role.
      </p>
      <Link href={home} data-testid="role-required-home" className="mt-4 inline-block text-sm font-medium text-sky-700 hover:underline">
        Go to {roleHomeName(home)}
      </Link>
    </div>
  );
}
