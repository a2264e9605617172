import type { Metadata } from "next";
import { requirePrincipal } from "../require-principal";
import { PlansClient } from "./plans-client";

export const metadata: Metadata = { title: "Plans" };

// Plans are the enterprise's: everyone who reads its runs reads them (GET /v1/plans needs runs:read).
export default async function PlansPage() {
  await requirePrincipal("/plans");
  return <PlansClient />;
}
