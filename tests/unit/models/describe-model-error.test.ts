import { APICallError, RetryError } from "ai";
import { describe, expect, it } from "vitest";
import { describeModelError } from "@/lib/models/describe-model-error";

const unauthorised = new APICallError({
  message: "Incorrect API key provided\nsee the docs",
  url: "https://api.example.org/v1/chat/completions",
  requestBodyValues: {},
  statusCode: 401,
});
const overloaded = new APICallError({ message: "Overloaded", url: "u", requestBodyValues: {}, statusCode: 529, isRetryable: true });

describe("describeModelError", () => {
  it.each([
    ["a provider status", unauthorised, "The model openai:gpt failed (HTTP 401): Incorrect API key provided"],
    [
      "the last failure after retries",
      new RetryError({ message: "Failed after 3 attempts", reason: "maxRetriesExceeded", errors: [overloaded, overloaded, overloaded] }),
      "The model openai:gpt failed (HTTP 529): Overloaded",
    ],
    ["a network failure", new TypeError("fetch failed"), "The model openai:gpt failed: fetch failed"],
    ["something thrown that is not an Error", "boom", "The model openai:gpt failed: boom"],
  ])("describes %s in one line", (_name, error, expected) => {
    expect(describeModelError("openai:gpt", error)).toBe(expected);
  });
});
