// The socket side of the egress policy: every connection resolves its host once, checks every address,
// and connects to a checked address — never to a second answer of the resolver — so a DNS rebinding
// between the check and the connection cannot win. TLS keeps the name: undici takes the SNI and the
// certificate check from the request's host, not from the address the socket is opened to.

import { buildConnector } from "undici";
import { EgressError } from "./egress-error";
import { checkEgressTarget, type EgressCheck, type EgressPolicy } from "./egress-policy";

function defaultPort(protocol: string): number {
  return protocol === "https:" ? 443 : 80;
}

function withinTime(check: Promise<EgressCheck>, milliseconds: number, host: string): Promise<EgressCheck> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new EgressError("timed_out", `Resolving ${host} took longer than ${milliseconds} ms.`)), milliseconds);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * An undici connector that opens only connections the policy allows; `connectTimeoutMs` bounds resolving
 * and each connection attempt. The checked addresses are tried in the resolver's order (a name such as
 * localhost may answer ::1 first while its server listens on 127.0.0.1 only).
 */
export function createCheckedConnector(policy: EgressPolicy, connectTimeoutMs: number): buildConnector.connector {
  const connect = buildConnector({ timeout: connectTimeoutMs });
  function connectToFirst(options: buildConnector.Options, addresses: readonly string[], callback: buildConnector.Callback): void {
    const [address, ...rest] = addresses;
    connect({ ...options, hostname: address }, (...result) => {
      if (result[0] !== null && rest.length > 0) return connectToFirst(options, rest, callback);
      callback(...result);
    });
  }
  return (options, callback) => {
    const host = options.hostname.startsWith("[") ? options.hostname.slice(1, -1) : options.hostname;
    const port = options.port === "" ? defaultPort(options.protocol) : Number(options.port);
    withinTime(checkEgressTarget(policy, { host, port }), connectTimeoutMs, host).then(
      (check) => {
        if (check.kind === "refused") return callback(new EgressError("address_not_allowed", `The address is not allowed: ${check.reason}.`), null);
        if (check.kind === "unresolved") return callback(new EgressError("host_not_found", `The host was not found: ${check.reason} (no DNS answer).`), null);
        connectToFirst(options, check.addresses, callback);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
}
