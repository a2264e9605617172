import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

// node:http without an agent: the probe's connection closes after the answer. (fetch keeps it alive,
// and Next's graceful shutdown then waits seconds for that idle connection before it exits.)
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.once("timeout", () => request.destroy());
    request.once("error", () => resolve(false));
  });
}

/** Polls until `url` answers at all (any status: a 404 still means Next is up); false if `giveUp` first. */
export async function waitUntilServing(url: string, giveUp: () => boolean, timeoutMilliseconds = 180_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMilliseconds;
  while (!giveUp() && Date.now() < deadline) {
    if (await answers(url)) return true;
    await sleep(250);
  }
  return false;
}
