import { describe, expect, it } from "vitest";
import * as PrismaEnums from "@/lib/generated/prisma/enums";
import { ISSUE_STATUSES } from "@/lib/contracts/issue-report-bodies";
import {
  mayDecideRecommendations,
  RECOMMENDATION_DECISIONS,
  RECOMMENDATION_STATUSES,
  STATUS_OF_DECISION,
  STATUSES_OF_VIEW,
} from "@/lib/contracts/recommendation-bodies";

// CONTRACT.md, Recommendations: the statuses and decisions are declared once (lib/contracts) and the database
// holds exactly the same values; the tool's views split the statuses without overlap.

describe("the recommendation vocabulary", () => {
  it("holds the database's statuses, in order", () => {
    expect(Object.values(PrismaEnums.RecommendationStatus)).toEqual([...RECOMMENDATION_STATUSES]);
    expect(Object.values(PrismaEnums.IssueStatus)).toEqual([...ISSUE_STATUSES]);
  });

  it("maps every decision to the status it leaves", () => {
    expect(RECOMMENDATION_DECISIONS.map((decision) => STATUS_OF_DECISION[decision])).toEqual(["accepted", "rejected", "deferred"]);
  });

  it("splits the statuses between the views `open` and `decided`, once each; `issues` is the accepted", () => {
    expect([...STATUSES_OF_VIEW.open, ...STATUSES_OF_VIEW.decided].sort()).toEqual([...RECOMMENDATION_STATUSES].sort());
    expect(STATUSES_OF_VIEW.issues).toEqual(["accepted"]);
  });

  it.each([
    [["admin"], true],
    [["ceo"], true],
    [["editor", "ceo"], true],
    [["editor"], false],
    [[], false],
  ] as const)("lets %j decide: %s", (roles, allowed) => {
    expect(mayDecideRecommendations(roles)).toBe(allowed);
  });
});
