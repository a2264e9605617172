import type { Metadata } from "next";
import { requirePrincipal } from "../require-principal";
import { ToolsClient } from "./tools-client";

export const metadata: Metadata = { title: "Tools" };

export default async function ToolsPage() {
  // docs/internal-api.md, Permissions: tools:read belongs to every role.
  await requirePrincipal("/tools");
  return <ToolsClient />;
}
