// How the browser journeys' server runs: read by playwright.config.ts and scripts/e2e.ts, so the two
// agree. Its own port, data folder and PostgreSQL port keep it apart from `npm start` (3000,
// .data, 54320) and from the integration tests.
/** E2E_PORT / E2E_PG_PORT move a second checkout's journeys off these ports (several worktrees at once). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDirectory = ".data/e2e";
export const e2ePostgresPort = Number(process.env.E2E_PG_PORT ?? 54322);
/** The first admin that the start script seeds (README), with the password the journeys give it. */
export const e2eAdminEmail = "admin@tollgate.local";
export const e2eAdminPassword = "e2e-admin-password";
export const screenshotDirectory = "e2e/screenshots";

/**
 * Issue 19: the mail journey's relay — a real SMTP server the spec starts on this port, where the product sends
 * through SMTP_URL (allowed by the egress policy) — and the product's own SMTP listener, started by `npm start`.
 */
export const e2eSmtpSinkPort = Number(process.env.E2E_SMTP_SINK_PORT ?? e2ePort + 1500);
export const e2eSmtpListenerPort = Number(process.env.E2E_SMTP_LISTENER_PORT ?? e2ePort + 1501);

/** Environment for `scripts/start.ts` (coordinated with its author; see the variables it reads). */
export const e2eServerEnvironment: Record<string, string> = {
  PORT: String(e2ePort),
  TOLLGATE_DATA_DIR: e2eDataDirectory,
  TOLLGATE_PG_PORT: String(e2ePostgresPort),
  TOLLGATE_ADMIN_PASSWORD: e2eAdminPassword,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  SMTP_URL: `smtp://127.0.0.1:${e2eSmtpSinkPort}`,
  TOLLGATE_EGRESS_ALLOW: `127.0.0.1:${e2eSmtpSinkPort}`,
  TOLLGATE_SMTP_PORT: String(e2eSmtpListenerPort),
};
