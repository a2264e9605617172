import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { hasRole, requirePrincipal } from "../require-principal";
import { ConnectorsClient } from "./connectors-client";

export const metadata: Metadata = { title: "Connectors" };

type ConnectorsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (typeof value === "string" && value !== "" ? value : null);

export default async function ConnectorsPage({ searchParams }: ConnectorsPageProps) {
  const principal = await requirePrincipal("/connectors");
  // CONTRACT.md, Connectors: binding and signing in connectors is admin work.
  if (!hasRole(principal, "admin")) return <RoleRequired role="admin" action="manage connectors" roles={principal.roles} />;
  // The OAuth callback lands here: /connectors?login=<id>, with &error=<code> when the sign-in failed.
  const search = await searchParams;
  return <ConnectorsClient oauthLoginId={single(search.login)} oauthError={single(search.error)} />;
}
