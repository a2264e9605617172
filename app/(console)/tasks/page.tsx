import type { Metadata } from "next";
import { RoleRequired } from "@/components/console/role-required";
import { hasRole, requirePrincipal } from "../require-principal";
import { TasksClient } from "./tasks-client";

export const metadata: Metadata = { title: "Tasks" };

export default async function TasksPage() {
  const principal = await requirePrincipal("/tasks");
  // ONE-PRODUCT.md, People: admins curate tasks. Anyone else sees why, not the page.
  if (!hasRole(principal, "admin")) return <RoleRequired role="admin" action="curate tasks" roles={principal.roles} />;
  return <TasksClient />;
}
