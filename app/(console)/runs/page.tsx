import type { Metadata } from "next";
import { filtersFromParams } from "@/components/runs/run-list-params";
import { requirePrincipal } from "../require-principal";
import { RunsClient } from "./runs-client";

export const metadata: Metadata = { title: "Runs" };

type RunsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RunsPage({ searchParams }: RunsPageProps) {
  await requirePrincipal("/runs");
  return <RunsClient initialFilters={filtersFromParams(await searchParams)} />;
}
