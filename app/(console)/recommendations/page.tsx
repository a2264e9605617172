import type { Metadata } from "next";
import { mayDecideRecommendations } from "@/lib/contracts/recommendation-bodies";
import { hasRole, requirePrincipal } from "../require-principal";
import { RecommendationsClient } from "./recommendations-client";

export const metadata: Metadata = { title: "Recommendations" };

export default async function RecommendationsPage() {
  const principal = await requirePrincipal("/recommendations");
  // Everyone who reads runs reads what the OS recommends from them; an admin or the CEO decides.
  return <RecommendationsClient canDecide={mayDecideRecommendations(principal.roles)} canAdd={hasRole(principal, "admin")} />;
}
