import Link from "next/link";
import { roleHome, roleHomeName } from "@/lib/contracts/role-home";

/** Issue 12, item 12: a page that does not exist, said plainly, with a way to where the person's work is. */
export function NotFoundNotice({ roles }: { roles: readonly string[] | null }) {
  const home = roles === null ? "/sign-in" : roleHome(roles);
  return (
    <div data-testid="not-found" className="mx-auto mt-16 max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-xs">
      <p className="font-mono text-xs font-semibold text-slate-400">404</p>
      <h1 className="mt-1 text-base font-semibold text-slate-900">There is no such page</h1>
      <p className="mt-2 text-sm text-slate-500">
        The address may be mistyped, or what it pointed at was deleted. {roles === null ? "Sign in to reach the console." : "The sidebar leads to every part of the console."}
      </p>
      <Link href={home} data-testid="not-found-home" className="mt-4 inline-block text-sm font-medium text-sky-700 hover:underline">
        {roles === null ? "Sign in" : `Go to ${roleHomeName(home)}`}
      </Link>
    </div>
  );
}
