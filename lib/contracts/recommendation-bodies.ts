import { z } from "zod";
import { IssueStatusSchema } from "./issue-report-bodies";

// CONTRACT.md, Recommendations: what the OS, an agent (report_issue) or an admin proposes to improve the
// enterprise's tasks; decided by an admin or the CEO; an accepted one is filed as an issue on the Reports page.

export const RECOMMENDATION_STATUSES = ["open", "accepted", "rejected", "deferred"] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export const RECOMMENDATION_SOURCES = ["os", "agent", "admin"] as const;
export type RecommendationSource = (typeof RECOMMENDATION_SOURCES)[number];

export const RECOMMENDATION_DECISIONS = ["accept", "reject", "defer"] as const;
export type RecommendationDecision = (typeof RECOMMENDATION_DECISIONS)[number];

/** The status a decision leaves a recommendation in. */
export const STATUS_OF_DECISION = { accept: "accepted", reject: "rejected", defer: "deferred" } as const satisfies Record<RecommendationDecision, RecommendationStatus>;

export const RECOMMENDATION_TITLE_MAX = 200;
export const RECOMMENDATION_PROPOSAL_MAX = 4000;
export const RECOMMENDATION_NOTE_MAX = 2000;
export const EVIDENCE_ITEMS_MAX = 20;

/** One thing a recommendation rests on: a sentence, and the run it names when there is one. */
export const EvidenceItemSchema = z.strictObject({
  runId: z.string().nullable(),
  text: z.string(),
});
export type EvidenceItem = z.infer<typeof EvidenceItemSchema>;

export const RecommendationDecisionViewSchema = z.strictObject({
  decision: z.enum(RECOMMENDATION_DECISIONS),
  note: z.string().nullable(),
  decidedBy: z.string().nullable().describe("The decider's email."),
  decidedAt: z.iso.datetime(),
});

export const RecommendationIssueSchema = z.strictObject({
  id: z.string(),
  status: IssueStatusSchema,
  outcome: z.string().nullable(),
  endedAt: z.iso.datetime().nullable(),
});
export type RecommendationIssue = z.infer<typeof RecommendationIssueSchema>;

export const RecommendationSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    proposal: z.string(),
    evidence: z.array(EvidenceItemSchema),
    source: z.enum(RECOMMENDATION_SOURCES).describe("Who made it: the OS from run history, an agent with report_issue, or an admin."),
    status: z.enum(RECOMMENDATION_STATUSES),
    decision: RecommendationDecisionViewSchema.nullable(),
    issue: RecommendationIssueSchema.nullable().describe("The issue filed on the Reports page when it was accepted."),
    agentId: z.string().nullable(),
    runId: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Recommendation" });
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendationListSchema = z.strictObject({ recommendations: z.array(RecommendationSchema) });

export const ListRecommendationsQuerySchema = z.object({
  status: z.enum(RECOMMENDATION_STATUSES).optional().describe("Only those in this status; all when absent."),
});

const EvidenceInputSchema = z.strictObject({
  runId: z.string().min(1).max(200).optional(),
  text: z.string().min(1).max(RECOMMENDATION_PROPOSAL_MAX),
});

export const CreateRecommendationBodySchema = z.strictObject({
  title: z.string().trim().min(1).max(RECOMMENDATION_TITLE_MAX),
  proposal: z.string().trim().min(1).max(RECOMMENDATION_PROPOSAL_MAX),
  evidence: z
    .union([z.string().trim().min(1).max(RECOMMENDATION_PROPOSAL_MAX), z.array(EvidenceInputSchema).max(EVIDENCE_ITEMS_MAX)])
    .optional()
    .describe("A sentence, or a list of {runId?, text}; a runId must name a run of the organisation."),
});
export type CreateRecommendationBody = z.infer<typeof CreateRecommendationBodySchema>;

export const DecideRecommendationBodySchema = z.strictObject({
  decision: z.enum(RECOMMENDATION_DECISIONS),
  note: z.string().max(RECOMMENDATION_NOTE_MAX).optional(),
});
export type DecideRecommendationBody = z.infer<typeof DecideRecommendationBodySchema>;

/** Who decides recommendations (and so files issues): an admin or the CEO, in the console and in a run. */
export const RECOMMENDATION_DECIDER_ROLES = ["admin", "ceo"] as const;
export const mayDecideRecommendations = (roles: readonly string[]) => roles.some((role) => (RECOMMENDATION_DECIDER_ROLES as readonly string[]).includes(role));

/**
 * The views of os.list_recommendations, by status. Deferred is "not now" and may still be accepted or
 * rejected, so it awaits a decision with the open ones; `issues` are the accepted ones, filed as issues.
 */
export const STATUSES_OF_VIEW = {
  open: ["open", "deferred"],
  decided: ["accepted", "rejected"],
  issues: ["accepted"],
} as const satisfies Record<string, readonly RecommendationStatus[]>;
export type RecommendationView = keyof typeof STATUSES_OF_VIEW;
