// One open MCP connection: the SDK's Client over stdio (a started server process) or streamable HTTP (a
// session), with what the pool needs to know of it — whether it is still alive, and if it died, why.
// Issue 10, item 6: a server that crashes or floods ends its connection with a reason, and the calls in
// flight fail with that reason; the worker is never at risk.

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import type { EgressFetch } from "@/lib/egress/egress-fetch";
import { sandboxedCommand, SandboxUnavailableError } from "@/lib/sandbox/sandbox";
import type { Settings } from "@/lib/settings/environment-schema";
import { ConnectorError, quoteServer } from "./connector-error";
import type { ConnectionTarget, ServerInfo } from "./connector-types";
import { classifyFailure } from "./classify-failure";
import { guardedConnectorFetch } from "./guarded-fetch";
import { keepStderrTail, type StderrTail } from "./stderr-tail";

export type ConnectionOptions = {
  fetch: EgressFetch;
  maxMessageBytes: number;
  connectTimeoutMs: number;
  clientInfo: ServerInfo;
  /** The sandbox settings a stdio server is started with. */
  settings: Settings;
  /** The server said its tool list changed. */
  onToolsChanged(): void;
  /** The connection ended (whatever the reason); the pool forgets it. */
  onClosed(): void;
};

export type Connection = {
  client: Client;
  server: ServerInfo;
  /** The stdio server's process id (tests tell a reused process from a restarted one). */
  pid?: number;
  /** The HTTP session id, when the server gave one. */
  sessionId(): string | undefined;
  alive(): boolean;
  /** Why the connection ended, when it ended by itself. */
  failure(): ConnectorError | undefined;
  close(): Promise<void>;
};

/** Every secret value a connection was opened with: never in a message. */
export function secretValuesOf(target: ConnectionTarget): string[] {
  const transport = target.transport;
  return Object.values(transport.type === "stdio" ? transport.env : transport.headers);
}

function describeTarget(target: ConnectionTarget): string {
  return target.transport.type === "stdio" ? `the server ${target.transport.command}` : `the server at ${target.transport.url}`;
}

/**
 * Issue 16, item 4: every stdio server starts in its sandbox (lib/sandbox), in the folder of its login (the
 * key's first part), with the network (vendor APIs are what connectors are for); none starts bare.
 */
async function sandboxedLaunch(target: ConnectionTarget & { transport: { type: "stdio" } }, settings: Settings) {
  try {
    return await sandboxedCommand(
      { command: target.transport.command, args: target.transport.args, env: target.transport.env, folderName: target.key.split("|")[0] ?? target.key, network: true },
      settings,
    );
  } catch (error) {
    if (error instanceof SandboxUnavailableError) throw new ConnectorError("sandbox_unavailable", error.message);
    throw error;
  }
}

export async function openConnection(target: ConnectionTarget, options: ConnectionOptions): Promise<Connection> {
  const secrets = secretValuesOf(target);
  let alive = true;
  let closing = false;
  /** Until initialization succeeds, a close is the connect's failure, reported by the connect's error. */
  let connected = false;
  let failure: ConnectorError | undefined;
  let stderr: StderrTail | undefined;
  let transport: Transport;
  const client = new Client({ name: options.clientInfo.name, version: options.clientInfo.version }, { capabilities: {} });

  /** Ends the connection for a reason of the server's making; the calls in flight fail with it. */
  function fail(reason: ConnectorError, kill?: () => void) {
    if (failure === undefined && !closing) failure = reason;
    kill?.();
    void client.close().catch(() => undefined);
  }

  if (target.transport.type === "stdio") {
    const launch = await sandboxedLaunch({ ...target, transport: target.transport }, options.settings);
    const stdio = new StdioClientTransport({
      command: launch.command,
      args: launch.args,
      env: { ...getDefaultEnvironment(), ...launch.env },
      stderr: "pipe",
      maxBufferSize: options.maxMessageBytes,
    });
    stderr = keepStderrTail(stdio.stderr);
    transport = stdio;
    client.onerror = (error) => {
      // The SDK's read buffer refuses a line past maxBufferSize; the server is killed at once, not after
      // the SDK's two-second grace, since it is still writing.
      if (/ReadBuffer exceeded maximum size/.test(error.message)) {
        fail(new ConnectorError("output_too_large", `${describeTarget(target)} sent a message larger than ${options.maxMessageBytes} bytes; it was stopped.`), () => {
          if (stdio.pid !== null) process.kill(stdio.pid, "SIGKILL");
        });
      }
    };
  } else {
    const fetch = guardedConnectorFetch(options.fetch, options.maxMessageBytes, {
      onTooLarge: () => fail(new ConnectorError("output_too_large", `${describeTarget(target)} sent a message larger than ${options.maxMessageBytes} bytes.`)),
      onStreamBroken: () => fail(new ConnectorError("server_crashed", `The connection to ${describeTarget(target)} broke during a request.`)),
    });
    transport = new StreamableHTTPClientTransport(new URL(target.transport.url), {
      fetch,
      requestInit: { headers: target.transport.headers },
      authProvider: target.authProvider,
    });
  }

  client.onclose = () => {
    alive = false;
    if (failure === undefined && !closing && connected) {
      const said = stderr?.text() ?? "";
      failure = new ConnectorError("server_crashed", `${describeTarget(target)} stopped${said === "" ? "" : `: ${quoteServer(said, secrets)}`}.`);
    }
    options.onClosed();
  };
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => options.onToolsChanged());

  try {
    await client.connect(transport, { timeout: options.connectTimeoutMs });
  } catch (error) {
    alive = false;
    closing = true;
    await client.close().catch(() => undefined);
    const reason = failure ?? classifyFailure(error, { doing: `connecting to ${describeTarget(target)}`, secrets, timeoutMs: options.connectTimeoutMs });
    const said = stderr?.text() ?? "";
    if (reason.code === "server_crashed" || (reason.code === "protocol_error" && said !== "")) {
      throw new ConnectorError("connect_failed", `${describeTarget(target)} did not start${said === "" ? "" : `: ${quoteServer(said, secrets)}`}.`);
    }
    throw reason.code === "protocol_error" ? new ConnectorError("connect_failed", reason.message) : reason;
  }

  connected = true;
  const version = client.getServerVersion();
  return {
    client,
    server: { name: version?.name ?? "", version: version?.version ?? "" },
    pid: transport instanceof StdioClientTransport ? (transport.pid ?? undefined) : undefined,
    sessionId: () => (transport instanceof StreamableHTTPClientTransport ? transport.sessionId : undefined),
    alive: () => alive,
    failure: () => failure,
    async close() {
      closing = true;
      alive = false;
      if (transport instanceof StreamableHTTPClientTransport) await transport.terminateSession().catch(() => undefined);
      await client.close().catch(() => undefined);
    },
  };
}
