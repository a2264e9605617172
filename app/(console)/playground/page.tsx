import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { PLAYGROUND_ROLES } from "@/lib/contracts/console-section-roles";
import { hasRole, requirePrincipal } from "../require-principal";
import { PlaygroundClient } from "./playground-client";

export const metadata: Metadata = { title: "Playground" };

type PlaygroundPageProps = { searchParams: Promise<{ run?: string | string[] }> };

export default async function PlaygroundPage({ searchParams }: PlaygroundPageProps) {
  const principal = await requirePrincipal("/playground");
  // docs/internal-api.md, Permissions: runs:write belongs to admins and editors.
  if (!hasRole(principal, ...PLAYGROUND_ROLES)) return <RoleRequired role="editor" action="use the playground" roles={principal.roles} />;
  const { run } = await searchParams;
  return <PlaygroundClient initialRunId={typeof run === "string" && run !== "" ? run : null} canDecideGates={hasRole(principal, "ceo")} canNameSecrets={hasRole(principal, "admin")} />;
}
