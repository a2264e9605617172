import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { hasRole, requirePrincipal } from "../require-principal";
import { GatesClient } from "./gates-client";

export const metadata: Metadata = { title: "Gates" };

export default async function GatesPage() {
  const principal = await requirePrincipal("/gates");
  // CONTRACT.md, Gates: only a CEO decides.
  if (!hasRole(principal, "ceo")) return <RoleRequired role="CEO" action="decide gates" roles={principal.roles} />;
  return <GatesClient />;
}
