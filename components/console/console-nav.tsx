"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { BRIEF_READER_ROLES } from "@/lib/contracts/brief-schemas";
import { GATE_DECIDER_ROLES, PLAYGROUND_ROLES } from "@/lib/contracts/console-section-roles";
import { KPI_BOARD_ROLES } from "@/lib/contracts/kpi-schemas";
import { OpenGatesBadge } from "./open-gates-badge";

/** A console section; one with `roles` shows only to a person holding one of them. */
type ConsoleSection = { href: string; label: string; key: string; roles?: readonly string[] };

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { href: "/overview", label: "Overview", key: "o" },
  { href: "/playground", label: "Playground", key: "p", roles: PLAYGROUND_ROLES },
  { href: "/runs", label: "Runs", key: "r" },
  { href: "/gates", label: "Gates", key: "g", roles: GATE_DECIDER_ROLES },
  // Issue 19: your own mailbox (an admin may open an agent's).
  { href: "/mail", label: "Mail", key: "m" },
  // Issue 18: what the OS recommends from its runs; everyone reads, an admin or the CEO decides.
  { href: "/recommendations", label: "Recommendations", key: "i" },
  // Issue 18, item 3: the KPI board, the CEO's and the admins'.
  { href: "/kpis", label: "KPIs", key: "k", roles: KPI_BOARD_ROLES },
  { href: "/tools", label: "Tools", key: "t" },
  // Issue 18: the enterprise (profile, teams, job roles, directory), for every signed-in role.
  { href: "/enterprise", label: "Enterprise", key: "e" },
  // Issue 18, items 5 and 6: the enterprise's plans for everyone; the daily briefs for the CEO (and admins).
  { href: "/plans", label: "Plans", key: "l" },
  { href: "/briefs", label: "Briefs", key: "b", roles: BRIEF_READER_ROLES },
  // Issue 17, item 5: the API's own reference, for every signed-in role.
  { href: "/api-reference", label: "API", key: "a" },
];

/** ONE-PRODUCT.md, People: admins curate agents, tasks and secrets (and bind connectors); the links show to admins only. */
export const ADMIN_SECTIONS = [
  { href: "/agents", label: "Agents" },
  { href: "/tasks", label: "Tasks" },
  { href: "/secrets", label: "Secrets" },
  { href: "/connectors", label: "Connectors" },
  { href: "/reports", label: "Reports" },
  // Issue 23, item 7: what the backend records as audit events.
  { href: "/audit", label: "Audit" },
  { href: "/users", label: "People" },
] as const;

const isCurrent = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

const linkClasses = (current: boolean) =>
  `flex items-center justify-between rounded-md px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-sky-600 ${current ? "bg-slate-900 font-medium text-white" : "text-slate-700 hover:bg-slate-100"}`;

type ConsoleNavProps = { showGateCount: boolean; showAdminSections?: boolean; roles?: readonly string[] };

export function ConsoleNav({ showGateCount, showAdminSections = false, roles = [] }: ConsoleNavProps) {
  const pathname = usePathname();
  const sections = CONSOLE_SECTIONS.filter((section) => section.roles === undefined || section.roles.some((role) => roles.includes(role)));
  return (
    <nav aria-label="Console" className="flex flex-col gap-0.5 px-2">
      {sections.map((section) => {
        const current = isCurrent(pathname, section.href);
        return (
          <Link
            key={section.href}
            href={section.href}
            aria-current={current ? "page" : undefined}
            data-testid={`nav-${section.label.toLowerCase()}`}
            className={linkClasses(current)}
          >
            <span>{section.label}</span>
            <span className="flex items-center gap-1.5">
              {section.href === "/gates" && showGateCount && <OpenGatesBadge />}
              <kbd className="font-mono text-[10px] text-slate-400" title={`Press g then ${section.key}`}>
                g {section.key}
              </kbd>
            </span>
          </Link>
        );
      })}
      {showAdminSections && (
        <>
          <p className="mt-3 mb-0.5 px-2.5 text-[10px] font-semibold tracking-wide text-slate-400 uppercase">Admin</p>
          {ADMIN_SECTIONS.map((section) => (
            <Link
              key={section.href}
              href={section.href}
              aria-current={isCurrent(pathname, section.href) ? "page" : undefined}
              data-testid={`nav-${section.label.toLowerCase()}`}
              className={linkClasses(isCurrent(pathname, section.href))}
            >
              {section.label}
            </Link>
          ))}
        </>
      )}
    </nav>
  );
}
