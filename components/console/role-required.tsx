import Link from "next/link";

type RoleRequiredProps = { role: string; action: string; roles: readonly string[] };

/** What a signed-in person sees on a page their roles do not open: why, and what they hold instead. */
export function RoleRequired({ role, action, roles }: RoleRequiredProps) {
  return (
    <div data-testid="role-required" className="mx-auto mt-16 max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-xs">
      <h1 className="text-base font-semibold text-slate-900">
        You need the {role} role to {action}
      </h1>
      <p className="mt-2 text-sm text-slate-500">
        Your roles: {roles.length > 0 ? roles.join(", ") : "none"}. An admin can give you the {role} role.
      </p>
      <Link href="/runs" className="mt-4 inline-block text-sm font-medium text-sky-700 hover:underline">
        Go to runs
      </Link>
    </div>
  );
}
