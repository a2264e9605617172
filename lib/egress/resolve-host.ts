// How the egress policy resolves a host name: every address the system resolver answers, in its order.
// A port of the policy, so unit tests can make a public-looking name resolve to a private address.

import { lookup } from "node:dns/promises";

/** Every address a host name resolves to (IP addresses without brackets). */
export type ResolveHost = (hostName: string) => Promise<readonly string[]>;

export const resolveHostWithDns: ResolveHost = async (hostName) => {
  const answers = await lookup(hostName, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};
