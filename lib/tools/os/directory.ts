// os.directory: the enterprise's members (its people and its agents), job roles and teams (guilds), as the
// CONTRACT's "The enterprise behind the OS tools" has them. Every member may read the directory; a run with
// no acting user reads nothing (seed "running tools": missing user context fails closed). Deleted people
// and agents are not members; only the run's organisation is ever read.

import type { ToolContext } from "@/lib/runtime/ports";
import { listMembers } from "@/lib/server/use-cases/enterprise/list-members";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList } from "../json-text";
import { requireActingUser } from "../require-acting-user";

type Named = { id: string; name: string };
type Entry =
  | { id: string; kind: "member"; member: "person" | "agent"; name: string; address: string; roles: Named[]; teams: Named[] }
  | { id: string; kind: "role"; name: string; description: string }
  | { id: string; kind: "team"; name: string };

const KIND_ORDER = { member: 0, role: 1, team: 2 } as const;

function pick(ids: readonly string[], byId: ReadonlyMap<string, Named>): Named[] {
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found === undefined ? [] : [found];
  });
}

/** The words an entry is found by: its name, roles, teams and address (a role's description too). */
function searchableText(entry: Entry): string {
  if (entry.kind === "member") return [entry.name, entry.address, ...entry.roles.map((role) => role.name), ...entry.teams.map((team) => team.name)].join(" ");
  if (entry.kind === "role") return `${entry.name} ${entry.description}`;
  return entry.name;
}

function matchesQuery(entry: Entry, query: string | undefined): boolean {
  const words = (query ?? "").toLowerCase().split(/\s+/).filter((word) => word !== "");
  const text = searchableText(entry).toLowerCase();
  return words.every((word) => text.includes(word));
}

async function directoryEntries({ db, settings }: ToolServices, organisationId: string): Promise<Entry[]> {
  const [members, roles, guilds] = await Promise.all([
    listMembers(db, organisationId, settings().TOLLGATE_MAIL_DOMAIN),
    db.jobRole.findMany({ where: { organisationId }, select: { id: true, name: true, description: true } }),
    db.guild.findMany({ where: { organisationId }, select: { id: true, name: true } }),
  ]);
  const roleById = new Map(roles.map((role) => [role.id, { id: role.id, name: role.name }]));
  const teamById = new Map(guilds.map((guild) => [guild.id, guild]));
  return [
    ...members.map((member): Entry => ({
      id: member.id,
      kind: "member",
      member: member.kind,
      name: member.name,
      address: member.address,
      roles: pick(member.roles, roleById),
      teams: pick(member.teams, teamById),
    })),
    ...roles.map((role): Entry => ({ id: role.id, kind: "role", name: role.name, description: role.description })),
    ...guilds.map((guild): Entry => ({ id: guild.id, kind: "team", name: guild.name })),
  ];
}

export async function directory(
  { query, kind, limit }: { query?: string; kind?: Entry["kind"]; limit: number },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  requireActingUser(context, "reads the directory as");
  const entries = (await directoryEntries(services, context.organisationId))
    .filter((entry) => (kind === undefined || entry.kind === kind) && matchesQuery(entry, query))
    .sort((left, right) => KIND_ORDER[left.kind] - KIND_ORDER[right.kind] || left.name.localeCompare(right.name) || left.id.localeCompare(right.id));
  if (entries.length === 0) {
    const what = kind === undefined ? "entry" : kind;
    return query === undefined || query.trim() === ""
      ? `The directory has no ${what} yet.`
      : `No ${what} in the directory matches ${JSON.stringify(query)}: try fewer or other words (a name, role, team or address).`;
  }
  const shown = entries.slice(0, limit);
  return compactJsonList({ total: entries.length, shown: shown.length }, "entries", shown);
}
