// How the agent's Chrome is started (issue 11): headless, DevTools on 127.0.0.1 only at the agent's port, a
// profile of its own, no first-run pages. `--host-resolver-rules` maps every host name AND address to
// nothing: Chrome has no network of its own, and the only way a page reaches anything is the helper's
// interception, which fetches through the egress policy (helper/egress-interception.ts). A request nothing
// intercepts — a websocket, a prefetch, a page's timer while no call is attached — fails instead of reaching
// an address the policy refuses.

export function chromeArguments(options: { port: number; profile: string; root: boolean }): string[] {
  return [
    "--headless",
    `--remote-debugging-port=${options.port}`,
    "--remote-debugging-address=127.0.0.1",
    `--user-data-dir=${options.profile}`,
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-gpu",
    "--host-resolver-rules=MAP * ~NOTFOUND",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--metrics-recording-only",
    "--mute-audio",
    // Chrome refuses its sandbox to root; a non-root service keeps it.
    ...(options.root ? ["--no-sandbox"] : []),
    "about:blank",
  ];
}
