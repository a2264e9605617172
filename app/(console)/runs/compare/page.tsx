import type { Metadata } from "next";
import { requirePrincipal } from "../../require-principal";
import { CompareClient } from "./compare-client";

export const metadata: Metadata = { title: "Compare runs" };

type ComparePageProps = { searchParams: Promise<{ a?: string | string[]; b?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === "string" && value !== "" ? value : null);

/** Issue 23, item 8: two runs side by side (`/runs/compare?a=<run>&b=<run>`), for every role that reads runs. */
export default async function ComparePage({ searchParams }: ComparePageProps) {
  const { a, b } = await searchParams;
  await requirePrincipal(`/runs/compare?${new URLSearchParams({ a: one(a) ?? "", b: one(b) ?? "" })}`);
  return <CompareClient leftId={one(a)} rightId={one(b)} />;
}
