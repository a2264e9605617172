import type { Metadata } from "next";
import { overviewRange } from "@/lib/client/use-overview-ranges";
import { requirePrincipal } from "../require-principal";
import { OverviewClient } from "./overview-client";

export const metadata: Metadata = { title: "Overview" };

type OverviewPageProps = { searchParams: Promise<{ range?: string | string[]; agentId?: string | string[] }> };

/** Issue 12, item 11: the pictures people would rather look at than read, for every role that reads runs. */
export default async function OverviewPage({ searchParams }: OverviewPageProps) {
  await requirePrincipal("/overview");
  const { range, agentId } = await searchParams;
  const initialRange = overviewRange(typeof range === "string" ? range : null).id;
  const initialAgentId = typeof agentId === "string" && agentId !== "" ? agentId : null;
  return <OverviewClient initialRange={initialRange} initialAgentId={initialAgentId} />;
}
