import "server-only";
import type { ConnectorFailureCode, ConnectorPool, VendorResult } from "@/lib/connectors/connector-types";
import { isConnectorError } from "@/lib/connectors/connector-error";
import { vendorTools, type VendorListedTool, type VendorToolSetting } from "@/lib/runtime/catalog/vendor-tools";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { dropEmptyOptionalStrings } from "@/lib/tools/connector/drop-empty-optional-strings";
import type { VendorToolCaller } from "@/lib/tools/connector/vendor-tool-caller";
import { connectorOfTool } from "@/lib/tools/connector/vendor-tool-name";
import type { Settings } from "@/lib/settings/environment-schema";
import { storedConnector } from "../connectors/stored-connector";
import { vendorLoginFor } from "./vendor-login-query";
import { connectionTargetOf } from "../connectors/connection-target";
import { connectorPool } from "../connectors/connector-pool";
import type { Database } from "../db";
import { storeMedia } from "../media/store-media";
import { createResultRedactor } from "@/lib/runtime/results/redact-secrets";
import { oauthTokenValues } from "../connectors/login-redactor";

// Issue 10: a vendor tool call, after admission, gates and the retry policy decided it (one path): the login
// serving the agent now (it may have been disconnected or a tool turned off since the offer), the server's
// own tool name, the seed's empty-string rule, the pooled connection with the call's timeout and abort
// signal, and the result as text — media stored by ref and named in it, `isError` as the tool's own error.
// Issue 16, item 6: what the server answers is redacted with the call's redactor (the organisation's secrets,
// the platform keys) and the login's own OAuth tokens — its text, its error and its text-like media.

/** A server's tool error: the model reads `ERROR: <what the server said>` and carries on. */
class VendorToolError extends Error {
  readonly code = "vendor_tool_error";
  readonly retryable = false;
}

/** A connection failure: retried only when the tool's retry safety allows (execute-handler.ts decides). */
class VendorConnectionError extends Error {
  constructor(readonly code: ConnectorFailureCode, message: string, readonly retryable: boolean) {
    super(message);
  }
}

// A failure in reaching the server, worth one more attempt of a tool that may repeat; an oversized answer or
// refused credentials would fail the same way again.
const TRANSIENT: ReadonlySet<ConnectorFailureCode> = new Set(["connect_failed", "timed_out", "server_crashed", "protocol_error"]);

function failureOf(error: unknown, redact: (text: string) => string): Error {
  if (!isConnectorError(error)) return error instanceof Error ? error : new Error(String(error));
  return new VendorConnectionError(error.code, redact(`${error.code}: ${error.message}`), TRANSIENT.has(error.code));
}

function resultText(result: VendorResult, mediaLines: readonly string[]): string {
  return [result.text, ...mediaLines].filter((part) => part !== "").join("\n");
}

type LoginTools = { tools: unknown; toolSettings: unknown };

function listedTools(login: LoginTools): { tools: VendorListedTool[]; settings: Record<string, VendorToolSetting> } {
  const tools = Array.isArray(login.tools) ? (login.tools as VendorListedTool[]) : [];
  const settings = typeof login.toolSettings === "object" && login.toolSettings !== null ? (login.toolSettings as Record<string, VendorToolSetting>) : {};
  return { tools, settings };
}

export function createVendorToolCaller(database: Database, processSettings: () => Settings, pool: () => ConnectorPool = connectorPool): VendorToolCaller {
  return {
    async call(context: ToolContext, input: Record<string, unknown>): Promise<string> {
      const connector = connectorOfTool(context.tool);
      if (connector === null) throw new ToolError("unknown_tool_name", `${context.tool} is not a connector's tool.`);
      const served = await vendorLoginFor(database, context.agentId, connector);
      const login = served?.login ?? null;
      if (served === null || login === null || login.status !== "connected") {
        throw new ToolError("connector_unavailable", `no connected login of the ${connector} connector serves this agent now; an admin can reconnect it on the Connectors page.`);
      }
      const { tools, settings } = listedTools(login);
      const tool = vendorTools({ connector, loginState: "on", tools, settings }).find((candidate) => candidate.definition.name === context.tool);
      if (tool === undefined) throw new ToolError("vendor_tool_gone", `the ${connector} server no longer lists ${context.tool}.`);
      if (!tool.enabled) throw new ToolError("tool_turned_off", `${context.tool} was turned off on the ${connector} login.`);
      const target = await connectionTargetOf(database, login, storedConnector(served.connector));
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
      if (result.isError) throw new VendorToolError(text === "" ? `the ${connector} server reported an error without a message.` : text);
      return text;
    },
  };
}
