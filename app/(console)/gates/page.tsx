import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { GATE_DECIDER_ROLES } from "@/lib/contracts/console-section-roles";
import { hasRole, requirePrincipal } from "../require-principal";
import { GatesClient } from "./gates-client";

export const metadata: Metadata = { title: "Gates" };

export default async function GatesPage() {
  const principal = await requirePrincipal("/gates");
  // CONTRACT.md, Gates: only a CEO decides.
  if (!hasRole(principal, ...GATE_DECIDER_ROLES)) return <RoleRequired role="CEO" action="decide gates" roles={principal.roles} />;
  return <GatesClient />;
}
