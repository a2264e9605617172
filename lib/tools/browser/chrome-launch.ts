// How the agent's Chrome is started (issue 11): headless, DevTools on 127.0.0.1 only at the agent's port, a
// profile of its own, no first-run pages. `--host-resolver-rules` maps every host name AND address to
// nothing: Chrome has no network of its own, and the only way a page reaches anything is the helper's
// interception, which fetches through the egress policy (helper/egress-interception.ts). A request nothing
// intercepts — a websocket, a prefetch, a page's timer while no call is attached — fails instead of reaching
// an address the policy refuses.
//
// Issue 16, item 5: WebRTC is the one way around both — its ICE checks are UDP sent by Chrome's network
// service, never seen by the Fetch domain, and a STUN server given by IP needs no resolving (158 checks
// reached a refused loopback port). `disable_non_proxied_udp` leaves WebRTC only UDP through a proxy, and
// Chrome has none: no packet leaves (tests/integration/tools/browser/browser-tenant.test.ts). Chrome keeps
// its sandbox (`sandbox: true`): the caller starts it as an unprivileged user (browser-user.ts).
// DevTools refuses any client that sends an Origin (a page's websocket) since no `--remote-allow-origins`
// is given: only a client that is no page — the helper's Playwright — is let in.

export const WEBRTC_POLICY = "--webrtc-ip-handling-policy=disable_non_proxied_udp";

export function chromeArguments(options: { port: number; profile: string; sandbox: boolean }): string[] {
  return [
    "--headless",
    `--remote-debugging-port=${options.port}`,
    "--remote-debugging-address=127.0.0.1",
    `--user-data-dir=${options.profile}`,
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-gpu",
    "--host-resolver-rules=MAP * ~NOTFOUND",
    WEBRTC_POLICY,
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--metrics-recording-only",
    "--mute-audio",
    // Only where the platform gives Chrome no sandbox (root, or no user namespaces): chrome-process.ts says so.
    ...(options.sandbox ? [] : ["--no-sandbox"]),
    "about:blank",
  ];
}
