import type { Metadata } from "next";
import { RUN_STATUSES, type RunStatus } from "@/lib/client/api-types";
import { requirePrincipal } from "../require-principal";
import { RunsClient } from "./runs-client";

export const metadata: Metadata = { title: "Runs" };

type RunsPageProps = { searchParams: Promise<{ status?: string | string[] }> };

export default async function RunsPage({ searchParams }: RunsPageProps) {
  await requirePrincipal("/runs");
  const { status } = await searchParams;
  const initialStatus = RUN_STATUSES.find((candidate) => candidate === status) ?? null;
  return <RunsClient initialStatus={initialStatus satisfies RunStatus | null} />;
}
