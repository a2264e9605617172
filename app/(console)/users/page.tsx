import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { hasRole, requirePrincipal } from "../require-principal";
import { UsersClient } from "./users-client";

export const metadata: Metadata = { title: "People" };

export default async function UsersPage() {
  const principal = await requirePrincipal("/users");
  // CONTRACT.md, Curation and people: admins manage users and their roles.
  if (!hasRole(principal, "admin")) return <RoleRequired role="admin" action="manage people and their roles" roles={principal.roles} />;
  return <UsersClient currentUserId={principal.userId} />;
}
