import type { Role } from "./role";

// Where each role starts its work: a CEO decides gates, an editor runs agents, an admin curates them.
// A person with several roles lands on the page of the role that can do the most: admin, then editor, then CEO.
const ROLE_HOMES: readonly (readonly [Role, string])[] = [
  ["admin", "/agents"],
  ["editor", "/playground"],
  ["ceo", "/gates"],
];

// Someone without a role still signs in; the playground tells them which role it needs.
const NO_ROLE_HOME = "/playground";

/** The console page a signed-in person opens first, and where a refused `?next=` sends them. */
export function roleHome(roles: readonly string[]): string {
  return ROLE_HOMES.find(([role]) => roles.includes(role))?.[1] ?? NO_ROLE_HOME;
}

const HOME_NAMES: Record<string, string> = { "/agents": "Agents", "/playground": "the playground", "/gates": "Gates" };

/** A home page as a link says it: "Go to Gates". */
export function roleHomeName(home: string): string {
  return HOME_NAMES[home] ?? home;
}
