import { describe, expect, it } from "vitest";
import { CreateAgentBodySchema } from "@/lib/contracts/agent-bodies";
import { CreateRunBodySchema } from "@/lib/contracts/run-bodies";
import { fieldName, offerReasonSentence, problemSentence, refusalSentence } from "@/lib/contracts/problem-wording";
import { fieldProblems, invalidRequest } from "@/lib/server/http/zod-problems";

// Issue 12, item 5: what the API says in zod's words (its `details`, its message) reaches people as a sentence.

function refusalOf(schema: typeof CreateAgentBodySchema | typeof CreateRunBodySchema, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error("expected a refusal");
  const error = invalidRequest(parsed.error, "body");
  return { message: error.message, details: fieldProblems(parsed.error) };
}

describe("problemSentence", () => {
  it.each([
    ["toolCallBudget", "Too small: expected number to be >=1", "The tool-call budget must be at least 1."],
    ["toolCallBudget", "Too big: expected number to be <=10000", "The tool-call budget must be at most 10,000."],
    ["maxIterations", "Invalid input: expected int, received number", "The iteration cap must be a whole number."],
    ["maxIterations", "Invalid input: expected number, received null", "The iteration cap is required (a number)."],
    ["flags.memory", "Invalid input: expected boolean, received string", "The memory flag must be on or off."],
    ["model.baseUrl", "Invalid URL", "The base URL must be a web address such as https://example.org."],
    ["kind", 'Invalid option: expected one of "direct"|"group_chat"|"schedule"', "The run kind must be one of direct, group_chat, schedule."],
    ["input", "Too big: expected string to have <=200000 characters", "The input must be at most 200,000 characters long."],
    ["tools.2", "Too small: expected string to have >=1 characters", "Tool declaration 3 must not be empty."],
    ["agentId", "Required.", "The agent is required."],
    ["color", "Unknown field.", "The field color is not something this form can set."],
  ])("%s: %s", (path, message, sentence) => {
    expect(problemSentence(path, message)).toBe(sentence);
  });

  it("keeps a message the API already wrote for people", () => {
    expect(problemSentence("name", "Give the agent a name.")).toBe("Give the agent a name.");
    expect(problemSentence("model.baseUrl", "baseUrl must be an http(s) URL")).toBe("The base URL must be an http(s) URL.");
  });
});

describe("refusalSentence", () => {
  it("words the API's own 422 for a budget of zero, never zod's", () => {
    const refusal = refusalOf(CreateAgentBodySchema, { name: "Ada", toolCallBudget: 0 });
    expect(refusal.message).toContain("Too small");
    const sentence = refusalSentence("invalid_request", refusal.message, refusal.details);
    expect(sentence).toBe("The tool-call budget must be at least 1.");
    expect(sentence).not.toMatch(/Too small|>=|toolCallBudget/);
  });

  it("counts the other problems when a body has several", () => {
    const refusal = refusalOf(CreateAgentBodySchema, { name: "Ada", toolCallBudget: 0, maxIterations: -1 });
    expect(refusalSentence("invalid_request", refusal.message, refusal.details)).toBe("The tool-call budget must be at least 1. One more problem is marked.");
  });

  it("rewrites the message alone when no details came with it", () => {
    const refusal = refusalOf(CreateRunBodySchema, { agentId: "a", input: "x", model: { provider: "openai" } });
    expect(refusalSentence("invalid_request", refusal.message)).toBe("The model name is required.");
  });

  it("keeps the people's messages of other codes", () => {
    expect(refusalSentence("unauthenticated", "Email or password is wrong.")).toBe("Email or password is wrong.");
    expect(refusalSentence("forbidden", "Only an admin may name an apiKeySecret for a run's model")).toBe("Only an admin may name an apiKeySecret for a run's model.");
  });
});

describe("offerReasonSentence", () => {
  it.each([
    ["config.memory is false", "The memory flag is turned off for this agent."],
    ["config.browser is not true", "The browser flag is off for this agent."],
    ["not offered in a schedule run", "Not offered in a scheduled run."],
    ["the note binding is off for this agent", "The note binding is off for this agent."],
    ["planned: no handler answers it yet", "Planned: no handler answers it yet."],
  ])("%s", (reason, sentence) => {
    expect(offerReasonSentence(reason)).toBe(sentence);
  });
});

describe("fieldName", () => {
  it("names flags, bindings and declarations as people do", () => {
    expect(fieldName("flags.browser")).toBe("the browser flag");
    expect(fieldName("bindings.note")).toBe("the note binding");
    expect(fieldName("gates.0")).toBe("gated tool 1");
    expect(fieldName("model.script.4")).toBe("turn 5 of the script");
  });
});
