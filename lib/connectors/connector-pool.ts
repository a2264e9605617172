// Issue 10, item 6: the connections of one process (a worker, the web server, the CLI). One connection
// per target key, opened on first use (concurrent first uses share the opening), reused across calls and
// runs, opened again when its server died, closed after CONNECTOR_IDLE_SECONDS unused; an HTTP session
// the server forgot (404) is opened again once. Each call has its own timeout and abort signal, and a
// server that hangs, crashes or floods costs that call a ConnectorError, never the process.

import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { EgressFetch } from "@/lib/egress/egress-fetch";
import { egressFetchFor } from "@/lib/egress/egress-from-environment";
import type { Settings } from "@/lib/settings/environment-schema";
import { classifyFailure, isNetworkFailure } from "./classify-failure";
import { ConnectorError } from "./connector-error";
import type { ConnectionTarget, ConnectorPool, ListChangedListener, ServerInfo, ToolListing, VendorResult } from "./connector-types";
import { listClientTools } from "./list-all-tools";
import { openConnection, secretValuesOf, type Connection } from "./open-connection";
import { vendorResultOf } from "./vendor-result";

export type ConnectorPoolOptions = {
  /** Defaults to the egress policy's `connector` fetch. */
  fetch?: EgressFetch;
  /** CONNECTOR_IDLE_SECONDS unless told. */
  idleSeconds?: number;
  /** CONNECTOR_MAX_MESSAGE_BYTES unless told. */
  maxMessageBytes?: number;
  /** Opening a connection: starting the process or the session, and MCP's initialization. */
  connectTimeoutMs?: number;
  /** One `tools/list` page. */
  listTimeoutMs?: number;
  clientInfo?: ServerInfo;
  /** The settings its process read at its entry point (issue 17, item 4): limits, egress, sandbox. */
  settings: Settings;
};

/** What the pool's `debug` view tells tests: the process or session behind a key. */
export type PooledConnectionInfo = { pid?: number; sessionId?: string };

export type ConnectorPoolWithInfo = ConnectorPool & {
  connectionInfo(key: string): PooledConnectionInfo | undefined;
  /** Closes the connections whose key matches (a login disconnected, reconnected or deleted: lib/server/connectors). */
  closeWhere(match: (key: string) => boolean): Promise<void>;
};

type Entry = {
  opening: Promise<Connection>;
  connection?: Connection;
  inFlight: number;
  idleTimer?: NodeJS.Timeout;
  relisting: boolean;
  relistAgain: boolean;
};

const DEFAULT_CLIENT: ServerInfo = { name: "tollgate", version: "1.0.0" };

function sessionExpired(error: unknown): boolean {
  return error instanceof StreamableHTTPError && error.code === 404;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined, doing: string): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(new ConnectorError("aborted", `Stopped while ${doing}: the call was cancelled.`));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ConnectorError("aborted", `Stopped while ${doing}: the call was cancelled.`));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export function createConnectorPool(options: ConnectorPoolOptions): ConnectorPoolWithInfo {
  const settings = options.settings;
  const fetch = options.fetch ?? egressFetchFor("connector", settings);
  const idleMs = (options.idleSeconds ?? settings.CONNECTOR_IDLE_SECONDS) * 1000;
  const maxMessageBytes = options.maxMessageBytes ?? settings.CONNECTOR_MAX_MESSAGE_BYTES;
  const connectTimeoutMs = options.connectTimeoutMs ?? settings.TOLLGATE_EGRESS_TIMEOUT_MS;
  const listTimeoutMs = options.listTimeoutMs ?? settings.TOLLGATE_EGRESS_TIMEOUT_MS;
  const entries = new Map<string, Entry>();
  let listener: ListChangedListener | undefined;

  function forget(key: string, entry: Entry) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    clearTimeout(entry.idleTimer);
  }

  async function relist(key: string, entry: Entry) {
    if (entry.relisting) {
      entry.relistAgain = true;
      return;
    }
    entry.relisting = true;
    try {
      do {
        entry.relistAgain = false;
        const connection = entry.connection;
        if (connection === undefined || !connection.alive()) return;
        const { tools, refused } = await listClientTools(connection.client, listTimeoutMs);
        await listener?.(key, { server: connection.server, tools, refused });
      } while (entry.relistAgain);
    } catch {
      // A failed refresh keeps the stored list; the next listing (run start, "list now") says why.
    } finally {
      entry.relisting = false;
    }
  }

  function open(target: ConnectionTarget): Entry {
    const opening = openConnection(target, {
      fetch,
      maxMessageBytes,
      connectTimeoutMs,
      clientInfo: options.clientInfo ?? DEFAULT_CLIENT,
      settings,
      onToolsChanged: () => void relist(target.key, entry),
      onClosed: () => forget(target.key, entry),
    });
    // The callbacks above run once the connection exists, after `entry` is assigned.
    const entry: Entry = {
      opening: opening.then(
        (connection) => {
          entry.connection = connection;
          return connection;
        },
        (error: unknown) => {
          forget(target.key, entry);
          throw error;
        },
      ),
      inFlight: 0,
      relisting: false,
      relistAgain: false,
    };
    // A first use that fails is reported to its caller; nobody else awaits this promise.
    entry.opening.catch(() => undefined);
    entries.set(target.key, entry);
    return entry;
  }

  function entryFor(target: ConnectionTarget): Entry {
    const known = entries.get(target.key);
    // A dead server is started again on the next use (issue 10, item 6).
    if (known?.connection !== undefined && !known.connection.alive()) forget(target.key, known);
    return entries.get(target.key) ?? open(target);
  }

  function release(key: string, entry: Entry) {
    entry.inFlight -= 1;
    if (entry.inFlight > 0 || entries.get(key) !== entry) return;
    clearTimeout(entry.idleTimer);
    entry.idleTimer = setTimeout(() => {
      if (entry.inFlight > 0) return;
      forget(key, entry);
      void entry.connection?.close();
    }, idleMs);
    entry.idleTimer.unref();
  }

  /** Runs `work` on the target's connection; an HTTP session the server forgot is opened again once. */
  async function use<T>(target: ConnectionTarget, doing: string, signal: AbortSignal | undefined, work: (connection: Connection) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const entry = entryFor(target);
      entry.inFlight += 1;
      clearTimeout(entry.idleTimer);
      try {
        const connection = await abortable(entry.opening, signal, doing);
        try {
          return await work(connection);
        } catch (error) {
          if (signal?.aborted) throw new ConnectorError("aborted", `Stopped while ${doing}: the call was cancelled.`);
          const failure = connection.failure();
          if (failure !== undefined) throw failure;
          if (attempt === 0 && sessionExpired(error)) {
            forget(target.key, entry);
            await connection.close();
            continue;
          }
          if (isNetworkFailure(error)) {
            // The server went away under an open session: the next use connects again.
            forget(target.key, entry);
            void connection.close();
            throw new ConnectorError("server_crashed", `The connection to the server broke while ${doing}.`);
          }
          throw error;
        }
      } finally {
        release(target.key, entry);
      }
    }
  }

  return {
    async list(target): Promise<ToolListing> {
      const doing = "listing tools";
      try {
        return await use(target, doing, undefined, async (connection) => ({
          server: connection.server,
          ...(await listClientTools(connection.client, listTimeoutMs)),
        }));
      } catch (error) {
        throw classifyFailure(error, { doing, secrets: secretValuesOf(target), timeoutMs: listTimeoutMs });
      }
    },

    async call(target, tool, input, callOptions): Promise<VendorResult> {
      const doing = `calling ${tool}`;
      try {
        return await use(target, doing, callOptions.signal, async (connection) =>
          vendorResultOf(
            await connection.client.callTool({ name: tool, arguments: input }, undefined, {
              signal: callOptions.signal,
              timeout: callOptions.timeoutMs,
            }),
          ),
        );
      } catch (error) {
        throw classifyFailure(error, { doing, secrets: secretValuesOf(target), timeoutMs: callOptions.timeoutMs, signal: callOptions.signal });
      }
    },

    onListChanged(next) {
      listener = next;
    },

    connectionInfo(key) {
      const connection = entries.get(key)?.connection;
      if (connection === undefined || !connection.alive()) return undefined;
      return { pid: connection.pid, sessionId: connection.sessionId() };
    },

    async closeWhere(match) {
      const matching = [...entries.entries()].filter(([key]) => match(key));
      for (const [key, entry] of matching) forget(key, entry);
      await Promise.all(matching.map(([, entry]) => entry.opening.then((connection) => connection.close(), () => undefined)));
    },

    async close() {
      const open = [...entries.entries()];
      for (const [key, entry] of open) forget(key, entry);
      await Promise.all(open.map(([, entry]) => entry.opening.then((connection) => connection.close(), () => undefined)));
    },
  };
}
