import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/ui/loading-state";
import { requirePrincipal } from "../require-principal";
import { RunsClient } from "./runs-client";

export const metadata: Metadata = { title: "Runs" };

export default async function RunsPage() {
  await requirePrincipal("/runs");
  // The list reads its filters and pages from the address (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense fallback={<LoadingState label="Loading runs…" />}>
      <RunsClient />
    </Suspense>
  );
}
