import { describe, expect, it } from "vitest";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import type { AnswerDependencies } from "@/lib/runtime/ports/loop-dependencies";
import { answerCall } from "@/lib/runtime/results/answer-call";
import type { ToolContext, ToolHandler } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";
import { readWindow } from "@/lib/tools/workspace/read-window";
import { jsonCredential, leakedPieces, pemKey } from "../../../support/secret-samples";

// Issue 8, item 1: the call's redactor reaches the handler (ToolContext.redact), so a handler that windows or
// numbers stored text redacts it first; the final pass alone cannot see a value cut into lines.

const stored: string[] = [];
const dependencies: AnswerDependencies = {
  secrets: { valuesFor: async () => [pemKey, jsonCredential] },
  results: {
    newRef: () => "ref-1",
    put: async (result) => {
      stored.push(result.text);
      return { ref: "ref-1" };
    },
  },
  limits: defaultRuntimeLimits,
  clock: { now: () => new Date("2026-12-01T09:00:00.000Z") },
  sleep: async () => {},
};

const definition: ToolDefinition = {
  name: "read_file",
  family: "Code",
  page: "Native tools",
  description: "Reads a file.",
  access: "read",
  retry: "safe",
  gate: "never",
  runCallable: true,
  inputSchema: { type: "object" },
  errors: [],
};

const context: ToolContext = {
  organisationId: "org-1",
  agentId: "agent-1",
  conversationId: "conversation-1",
  runId: "run-1",
  taskId: null,
  callId: "call-1",
  actingUserId: "user-1",
  actingUserRoles: ["editor"],
  tool: "read_file",
};

describe("the redactor handed to a handler", () => {
  it("lets a line-numbered view of a PEM key come back without any of its lines", async () => {
    let received: ToolContext | undefined;
    const handler: ToolHandler = async (given) => {
      received = given;
      return readWindow({ path: "key.pem", content: redactionOf(given)(`${pemKey}\n${jsonCredential}\n`), offset: 0 });
    };
    const answered = await answerCall(dependencies, { context, definition, handler, arguments: {}, remainingToolCalls: 9, previewsOn: true });
    expect(received?.redact).toBeTypeOf("function");
    expect(answered.outcome).toBe("ok");
    expect(leakedPieces(answered.result)).toEqual([]);
    expect(leakedPieces(stored.join("\n"))).toEqual([]);
    // Six lines still: the key's line breaks are kept after the mark.
    expect(answered.body).toBe(["1\t[REDACTED]", "2\t", "3\t", "4\t", "5\t", "6\t[REDACTED]"].join("\n"));
  });
});
