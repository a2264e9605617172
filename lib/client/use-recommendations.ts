"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Recommendation, RecommendationDecision } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/recommendations: every recommendation, newest first (the page splits them by status). */
export function useRecommendations() {
  return useQuery({
    queryKey: queryKeys.recommendations(),
    queryFn: async () => (await fetchJson<{ recommendations: Recommendation[] }>(apiPaths.recommendations())).recommendations,
  });
}

export type RecommendationDecisionInput = { id: string; decision: RecommendationDecision; note: string };

/** POST /v1/recommendations/:id/decision; accepting files an issue, so the Reports list is read again too. */
export function useDecideRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: RecommendationDecisionInput) =>
      fetchJson<Recommendation>(apiPaths.recommendationDecision(id), { method: "POST", body: { decision, ...(note.trim() === "" ? {} : { note: note.trim() }) } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.recommendations() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.issueReports() });
    },
  });
}

export type NewRecommendationInput = { title: string; proposal: string; evidence: string };

/** POST /v1/recommendations (admin): one added by hand; its evidence a sentence, when given. */
export function useCreateRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, proposal, evidence }: NewRecommendationInput) =>
      fetchJson<Recommendation>(apiPaths.recommendations(), { method: "POST", body: { title, proposal, ...(evidence.trim() === "" ? {} : { evidence: evidence.trim() }) } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.recommendations() }),
  });
}
