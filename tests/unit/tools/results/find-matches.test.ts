import { describe, expect, it } from "vitest";
import { exactMatches } from "@/lib/tools/results/exact-matches";
import { findMatches } from "@/lib/tools/results/find-matches";
import { fuzzyMatches } from "@/lib/tools/results/fuzzy-matches";
import { typoDistance } from "@/lib/tools/results/typo-distance";
import { typosAllowed, wordDistance, wordTokens } from "@/lib/tools/results/word-tokens";

const policy = "Travel policy. Claims for reimbursement: the deadline is 30 days after the trip. Late claims are refused.";

function matchedTexts(text: string, query: string, mode: "fuzzy" | "exact"): string[] {
  return findMatches(text, query, mode).map((match) => text.slice(match.start, match.end));
}

describe("word tolerance", () => {
  it.each([
    ["tax", 0],
    ["fees", 1],
    ["deadline", 2],
    ["reimbursment", 2],
    ["claims", 1],
  ])("%s tolerates %i typos", (word, typos) => {
    expect(typosAllowed(word)).toBe(typos);
  });

  it.each([
    ["reimbursment", "reimbursement", 1],
    ["deadlnie", "deadline", 1],
    ["reslut", "result", 1],
    ["dedalnie", "deadline", 2],
    ["claim", "claims", 1],
    ["tax", "tax", 0],
    ["tax", "tac", null],
    ["fees", "feds", 1],
    ["fees", "fdds", null],
    ["deadline", "headlines", 2],
    ["deadline", "breadline", 2],
    ["policy", "politics", null],
  ])("%s against %s: %s", (query, word, distance) => {
    expect(wordDistance(query, word)).toBe(distance);
  });

  it("splits words on anything but letters and digits, keeping their places", () => {
    expect(wordTokens("Net-30 days, Zoë’s")).toEqual([
      { word: "net", start: 0, end: 3 },
      { word: "30", start: 4, end: 6 },
      { word: "days", start: 7, end: 11 },
      { word: "zoë’s", start: 13, end: 18 },
    ]);
  });
});

describe("fuzzy matches", () => {
  it.each([
    ["the seed's example finds the misspelled words", "reimbursment deadline", ["reimbursement: the deadline"]],
    ["words in any order", "deadline reimbursement", ["reimbursement: the deadline"]],
    ["a typo in a long word", "deadlnie", ["deadline"]],
    ["case does not matter", "LATE CLAIMS", ["Late claims"]],
    ["a word under four characters must be exact", "dys", []],
    ["a four-character word tolerates one typo", "trop", ["trip"]],
    ["a query word absent from the text finds nothing", "reimbursement invoice", []],
    ["words too far apart are not one match", "travel deadline", []],
  ])("%s", (_name, query, expected) => {
    expect(matchedTexts(policy, query, "fuzzy")).toEqual(expected);
  });

  it("puts the closest match first: fewer typos and fewer words between", () => {
    const text = "renewal date of the contract. Contract renewal date.";
    const matches = fuzzyMatches(text, "contract renewal");
    expect(matches.map((match) => [text.slice(match.start, match.end), match.cost])).toEqual([
      ["Contract renewal", 0],
      ["renewal date of the contract", 3],
    ]);
  });

  it("never counts one word in two matches", () => {
    const text = "deadline deadline deadline";
    expect(fuzzyMatches(text, "deadline").map((match) => match.start)).toEqual([0, 9, 18]);
  });

  it("looks for a query without words literally", () => {
    expect(matchedTexts("price: 10 € or 12 €", "€", "fuzzy")).toEqual(["€", "€"]);
  });
});

describe("exact matches", () => {
  it.each([
    ["case-insensitive literal text", "LATE claims", ["Late claims"]],
    ["a typo finds nothing", "reimbursment", []],
    ["punctuation is literal", "reimbursement:", ["reimbursement:"]],
    ["pattern characters are literal", "30 days.", []],
  ])("%s", (_name, query, expected) => {
    expect(matchedTexts(policy, query, "exact")).toEqual(expected);
  });

  it("reports spans of the stored text even where case folding changes lengths", () => {
    const text = "İstanbul and istanbul";
    expect(exactMatches(text, "istanbul").map((match) => text.slice(match.start, match.end))).toEqual(["istanbul"]);
  });
});

describe("typoDistance", () => {
  it.each([
    ["result", "result", 0],
    ["reslut", "result", 1],
    ["reimbursment", "reimbursement", 1],
    ["kitten", "sitting", 3],
    ["", "abc", 3],
    ["ab", "ba", 1],
  ])("%s → %s: %i", (from, to, distance) => {
    expect(typoDistance(from, to)).toBe(distance);
  });
});
