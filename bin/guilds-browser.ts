#!/usr/bin/env -S node --import tsx
// The browser helper (seed "tools in a run", Browser calls: the role of /usr/local/bin/guilds-browser). The
// browser tools run it once per call — `node --import tsx bin/guilds-browser.ts <verb>` with a JSON request
// on stdin (or as the argument after the verb) — and read one JSON answer on stdout. It attaches Playwright
// to the agent's own Chrome, does the verb and leaves Chrome running (lib/tools/browser/helper/).

import { parseRequest, readStdin } from "@/lib/tools/browser/helper/read-request";
import { runHelper } from "@/lib/tools/browser/helper/run-helper";
import { HelperError } from "@/lib/tools/browser/helper/helper-error";
import type { HelperAnswer } from "@/lib/tools/browser/helper-protocol";

async function main(): Promise<HelperAnswer> {
  const [verb, inline] = process.argv.slice(2);
  try {
    const request = parseRequest(verb, inline ?? (await readStdin(process.stdin)));
    return await runHelper(request);
  } catch (error) {
    const failure = error instanceof HelperError ? error : new HelperError("invalid_request", String(error));
    return { ok: false, code: failure.code, message: failure.message, targetId: null };
  }
}

void main().then((answer) => {
  process.stdout.write(`${JSON.stringify(answer)}\n`, () => process.exit(answer.ok ? 0 : 2));
});
