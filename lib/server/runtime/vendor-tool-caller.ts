import "server-only";
import type { ConnectorFailureCode, ConnectorPool, VendorResult } from "@/lib/connectors/connector-types";
import { isConnectorError } from "@/lib/connectors/connector-error";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { dropEmptyOptionalStrings } from "@/lib/tools/connector/drop-empty-optional-strings";
import type { VendorToolCaller } from "@/lib/tools/connector/vendor-tool-caller";
import type { Settings } from "@/lib/settings/environment-schema";
import { storedConnector } from "../connectors/stored-connector";
import { servedVendorTool } from "./served-vendor-tool";
import { connectionTargetOf } from "../connectors/connection-target";
import { isConnectionTargetError } from "../connectors/connection-target-error";
import { connectorPool } from "../connectors/connector-pool";
import type { Database } from "../db";
import { storeMedia } from "../media/store-media";
import { createResultRedactor } from "@/lib/runtime/results/redact-secrets";
import { oauthTokenValues } from "../connectors/login-redactor";

// Issue 10: a vendor tool call, after admission, gates and the retry policy decided it (one path): the login
// serving the agent now, the server's own tool name, the seed's empty-string rule, the pooled connection
// with the call's timeout and abort signal, and the result as text — media stored by ref and named in it,
// `isError` as the tool's own error. Issue 17, item 2: whether the call may run (a login disconnected or a
// tool turned off since the offer) is admission's decision (decide-before-run.ts); this caller only finds
// what it connects to, and every failure it reports is one ToolError.
// Issue 16, item 6: what the server answers is redacted with the call's redactor (the organisation's secrets,
// the platform keys) and the login's own OAuth tokens — its text, its error and its text-like media.

// A failure in reaching the server, worth one more attempt of a tool that may repeat; an oversized answer or
// refused credentials would fail the same way again.
const TRANSIENT: ReadonlySet<ConnectorFailureCode> = new Set(["connect_failed", "timed_out", "server_crashed", "protocol_error"]);

/** A connection failure is retried only when the tool's retry safety allows (execute-handler.ts decides). */
function failureOf(error: unknown, redact: (text: string) => string): unknown {
  if (!isConnectorError(error)) return error;
  // No cause: the connector's own message is unredacted, and a cause would carry it to the log.
  return new ToolError(error.code, redact(error.message), { retryable: TRANSIENT.has(error.code) });
}

function resultText(result: VendorResult, mediaLines: readonly string[]): string {
  return [result.text, ...mediaLines].filter((part) => part !== "").join("\n");
}

export function createVendorToolCaller(database: Database, processSettings: () => Settings, pool: () => ConnectorPool = connectorPool): VendorToolCaller {
  return {
    async call(context: ToolContext, input: Record<string, unknown>): Promise<string> {
      const found = await servedVendorTool(database, context.agentId, context.tool);
      // Admission read the login and the tool just before it admitted the call (vendor-tool-states.ts) and
      // refused what it found gone; one gone in the moments since leaves nothing to connect to: an outage.
      if (found.kind !== "served") throw new ToolError("connector_unavailable", `no connected login lists ${context.tool} for this agent any more; it went while the call was under way.`);
      const { connector, login, tool } = found;
      const target = await connectionTargetOf(database, login, storedConnector(found.connectorRow)).catch((error: unknown) => {
        // A secret gone, a sealed OAuth state unreadable, a command no longer allowed: the login's own failure.
        throw isConnectionTargetError(error) ? new ToolError(error.code, error.message) : error;
      });
      const input_ = dropEmptyOptionalStrings(input, tool.definition.inputSchema);
      const tokens = createResultRedactor(oauthTokenValues(login.sealedOauth));
      const redact = (value: string) => tokens.redact(context.redact?.(value) ?? value);
      let result: VendorResult;
      try {
        result = await pool().call(target, tool.serverName, input_, { signal: context.signal, timeoutMs: processSettings().TOOL_HANDLER_TIMEOUT_MS });
      } catch (error) {
        throw failureOf(error, redact);
      }
      const media = await storeMedia(database, { organisationId: context.organisationId, runId: context.runId, callId: context.callId }, result.media, redact);
      const text = redact(resultText(result, media));
      // The server's own error: the model reads `ERROR: vendor_tool_error: <what the server said>` and carries on.
      if (result.isError) throw new ToolError("vendor_tool_error", text === "" ? `the ${connector} server reported an error without a message.` : text);
      return text;
    },
  };
}
