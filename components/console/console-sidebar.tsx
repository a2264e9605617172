"use client";
import Link from "next/link";
import { ConsoleNav } from "./console-nav";
import { NavigationShortcuts } from "./navigation-shortcuts";
import { SignOutButton } from "./sign-out-button";

type ConsoleSidebarProps = { email: string; roles: string[] };

export function ConsoleSidebar({ email, roles }: ConsoleSidebarProps) {
  return (
    <div className="w-52 shrink-0 border-r border-slate-200 bg-white">
      <aside className="sticky top-0 flex h-screen flex-col">
        <div className="flex items-center gap-2 px-4 py-4">
          <span aria-hidden className="grid size-6 place-items-center rounded bg-slate-900 font-mono text-xs font-bold text-white">
            T
          </span>
          <span className="font-semibold tracking-tight">Tollgate</span>
        </div>
        <ConsoleNav showGateCount={roles.includes("ceo")} showAdminSections={roles.includes("admin")} roles={roles} />
        <NavigationShortcuts />
        <div className="mt-auto border-t border-slate-200 px-4 py-3">
          <p data-testid="signed-in-email" className="truncate text-xs font-medium text-slate-800" title={email}>
            {email}
          </p>
          <p data-testid="signed-in-roles" className="mt-0.5 text-[11px] text-slate-500">
            {roles.join(" · ")}
          </p>
          <Link href="/account" data-testid="nav-account" className="mt-2 mr-3 text-xs font-medium text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600">
            Account
          </Link>
          <SignOutButton />
        </div>
      </aside>
    </div>
  );
}
