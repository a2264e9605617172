import type { Metadata } from "next";
import { requirePrincipal } from "../require-principal";
import { MailClient } from "./mail-client";

export const metadata: Metadata = { title: "Mail" };

// CONTRACT.md "Mail": a person reads their own mailbox; an admin may open an agent's.
export default async function MailPage() {
  const principal = await requirePrincipal("/mail");
  return <MailClient isAdmin={principal.roles.includes("admin")} />;
}
