import { APICallError, JSONParseError, RetryError, TypeValidationError } from "ai";
import { describe, expect, it } from "vitest";
import { EgressError } from "@/lib/egress/egress-error";
import { describeModelError } from "@/lib/models/describe-model-error";

const unauthorised = new APICallError({
  message: "Incorrect API key provided\nsee the docs",
  url: "https://api.example.org/v1/chat/completions",
  requestBodyValues: {},
  statusCode: 401,
  responseBody: JSON.stringify({ error: { message: "Incorrect API key provided\nsee the docs", type: "invalid_request_error" } }),
});
const overloaded = new APICallError({
  message: "Overloaded",
  url: "u",
  requestBodyValues: {},
  statusCode: 529,
  isRetryable: true,
  responseBody: JSON.stringify({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } }),
});

// What an internal listener answers (issue 8): it must never come back in run.failure.
const internalAnswer = "<html>pg_hba.conf rejects connection for host; secret=hunter2</html>";
const internalError = new APICallError({
  message: "Not Found: secret=hunter2", // the reason phrase is the server's to choose
  url: "http://10.0.0.5/v1/chat/completions",
  requestBodyValues: {},
  statusCode: 404,
  responseBody: internalAnswer,
});
const internalJson = new APICallError({
  message: "Internal Server Error",
  url: "u",
  requestBodyValues: {},
  statusCode: 500,
  responseBody: JSON.stringify({ detail: "secret=hunter2" }),
});
const notAModelResponse = new APICallError({
  message: "Invalid JSON response",
  url: "u",
  requestBodyValues: {},
  statusCode: 200,
  responseBody: '{"users":[{"name":"admin","password":"hunter2"}]}',
  cause: new TypeValidationError({ value: { users: [{ name: "admin", password: "hunter2" }] }, cause: new Error("choices: Required") }),
});

describe("describeModelError", () => {
  it.each([
    ["a provider status", unauthorised, "The model openai:gpt failed (HTTP 401 Unauthorized): Incorrect API key provided"],
    [
      "the last failure after retries",
      new RetryError({ message: "Failed after 3 attempts", reason: "maxRetriesExceeded", errors: [overloaded, overloaded, overloaded] }),
      "The model openai:gpt failed (HTTP 529): Overloaded",
    ],
    ["a non-provider error page by its status only", internalError, "The model openai:gpt failed (HTTP 404 Not Found)."],
    ["a JSON body that is not a provider error by its status only", internalJson, "The model openai:gpt failed (HTTP 500 Internal Server Error)."],
    ["a 200 that is not a model response, without its body", notAModelResponse, "The model openai:gpt failed (HTTP 200 OK): the answer is not a model response."],
    [
      "unparsable text without the text",
      new JSONParseError({ text: "root:x:0:0:hunter2", cause: new Error("Unexpected token") }),
      "The model openai:gpt failed: the answer is not a model response.",
    ],
    [
      "a refusal of the egress policy",
      new EgressError("address_not_allowed", "The address is not allowed: 127.0.0.1 is a loopback address."),
      "The model openai:gpt failed: The address is not allowed: 127.0.0.1 is a loopback address.",
    ],
    [
      "a refusal wrapped by the SDK",
      new APICallError({ message: "Cannot connect to API: x", url: "u", requestBodyValues: {}, cause: new EgressError("address_not_allowed", "The address is not allowed: ::1 is a loopback address.") }),
      "The model openai:gpt failed: The address is not allowed: ::1 is a loopback address.",
    ],
    ["a timeout", new DOMException("The operation was aborted due to timeout", "TimeoutError"), "The model openai:gpt did not answer within 500 ms."],
    ["a network failure", new TypeError("fetch failed"), "The model openai:gpt failed: fetch failed"],
    ["something thrown that is not an Error", "boom", "The model openai:gpt failed: boom"],
  ])("describes %s in one line", (_name, error, expected) => {
    const description = describeModelError("openai:gpt", error, 500);
    expect(description).toBe(expected);
    expect(description).not.toContain("hunter2");
  });
});
