import "server-only";
import {
  ATTR_ERROR_TYPE,
  ATTR_GEN_AI_AGENT_ID,
  ATTR_GEN_AI_CONVERSATION_ID,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_PROVIDER_NAME,
  ATTR_GEN_AI_REQUEST_MODEL,
  ATTR_GEN_AI_TOOL_CALL_ARGUMENTS,
  ATTR_GEN_AI_TOOL_CALL_ID,
  ATTR_GEN_AI_TOOL_CALL_RESULT,
  ATTR_GEN_AI_TOOL_NAME,
  ATTR_GEN_AI_TOOL_TYPE,
  ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_OUTPUT_TOKENS,
} from "@opentelemetry/semantic-conventions/incubating";

// CONTRACT "Telemetry": the GenAI semantic conventions' names (semantic-conventions 1.45, still incubating,
// so the names are taken from the package rather than spelled here), and Tollgate's own beside them.

export const genAi = {
  operation: ATTR_GEN_AI_OPERATION_NAME,
  provider: ATTR_GEN_AI_PROVIDER_NAME,
  requestModel: ATTR_GEN_AI_REQUEST_MODEL,
  inputTokens: ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  outputTokens: ATTR_GEN_AI_USAGE_OUTPUT_TOKENS,
  agentId: ATTR_GEN_AI_AGENT_ID,
  conversationId: ATTR_GEN_AI_CONVERSATION_ID,
  toolName: ATTR_GEN_AI_TOOL_NAME,
  toolType: ATTR_GEN_AI_TOOL_TYPE,
  toolCallId: ATTR_GEN_AI_TOOL_CALL_ID,
  toolCallArguments: ATTR_GEN_AI_TOOL_CALL_ARGUMENTS,
  toolCallResult: ATTR_GEN_AI_TOOL_CALL_RESULT,
  errorType: ATTR_ERROR_TYPE,
} as const;

export const tollgate = {
  runId: "tollgate.run.id",
  runKind: "tollgate.run.kind",
  passResumed: "tollgate.run.pass.resumed",
  stoppedAs: "tollgate.run.stopped_as",
  turnIndex: "tollgate.turn.index",
  callId: "tollgate.call.id",
  callOutcome: "tollgate.call.outcome",
  callCode: "tollgate.call.code",
  callAttempts: "tollgate.call.attempts",
  callContinued: "tollgate.call.continued",
  attempt: "tollgate.attempt",
  attemptRetrying: "tollgate.attempt.retrying",
  gate: "tollgate.gate",
} as const;
