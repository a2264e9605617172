import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { mayReadBriefs } from "@/lib/contracts/brief-schemas";
import { requirePrincipal } from "../require-principal";
import { BriefsClient } from "./briefs-client";

export const metadata: Metadata = { title: "Briefs" };

export default async function BriefsPage() {
  const principal = await requirePrincipal("/briefs");
  // GET /v1/briefs answers the CEO and admins only (CONTRACT.md: the CEO's to read in the portal).
  if (!mayReadBriefs(principal.roles)) return <RoleRequired role="CEO or admin" action="read the daily briefs" roles={principal.roles} />;
  return <BriefsClient />;
}
