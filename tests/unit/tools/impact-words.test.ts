import { describe, expect, it } from "vitest";
import { changeWords, sameWord, sharedWords, taskMatch } from "@/lib/tools/os/impact-words";

// os.assess_impact's matching, deterministic and explainable: which words of a change count, and why a task is touched.

describe("the words of a change", () => {
  it("keeps words of four letters or more that say something, once each, in order", () => {
    expect(changeWords("Stop the weekly invoice reminders and send every invoice from GitHub.")).toEqual(["weekly", "invoice", "reminders", "send", "github"]);
  });

  it("counts a word and its longer form as the same word, never a short one", () => {
    expect([sameWord("invoice", "invoices"), sameWord("invoices", "invoice"), sameWord("mail", "mailbox"), sameWord("run", "runs"), sameWord("sale", "sales")]).toEqual([true, true, true, false, true]);
    expect(sharedWords(["invoice", "weekly"], "Days invoices wait")).toEqual(["invoice"]);
  });
});

describe("why a change touches a task", () => {
  const task = { name: "Release train", tools: ["github.merge_pull_request#repo=web", "os.set_gate_summary"] };

  it.each([
    ["Gate github.merge_pull_request on Fridays.", ["the change names github.merge_pull_request, which the task declares"], 4],
    ["Call github__merge_pull_request less.", ["the change names github.merge_pull_request, which the task declares"], 4],
    ["Move from GitHub to GitLab.", ["the change names github, whose tools the task declares"], 2],
    ["Pause the release train.", ['the change names the task "Release train"', 'the task\'s name shares "release", "train" with the change'], 10],
    ["Hire a designer.", [], 0],
  ])("%s", (change, why, score) => {
    expect(taskMatch(change, changeWords(change), task)).toEqual({ why, score });
  });
});
