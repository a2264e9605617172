// Issue 9, item 4: every setting of README.md "Configuration", declared once with its default and read
// through this schema only. A malformed value is never replaced by the default: parsing fails with a
// sentence per bad variable, which `npm start`, a worker and the web server print when they start.

import { z } from "zod";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";
import { platformTargets, sandboxMode, stdioCommands } from "./host-setting-kinds";
import { accountName, choice, mailDomain, egressAllowList, flag, httpUrl, modelPrices, optionalPort, platformKeys, postgresUrl, seconds, secretKey, smtpUrl, text, wholeNumber } from "./setting-kinds";

const PORT_NUMBER = { least: 1, most: 65_535 } as const;
const positive = (unit?: string) => ({ least: 1, unit });
/** The core's limits allow 0 (say, no retries), as they always have. */
const zeroOrMore = { least: 0 } as const;

export const EnvironmentSchema = z.object({
  DATABASE_URL: postgresUrl("DATABASE_URL"),
  PORT: wholeNumber("PORT", 3000, PORT_NUMBER),
  HOST: text("127.0.0.1"),
  TOLLGATE_DATA_DIR: text(".data"),
  TOLLGATE_PG_PORT: wholeNumber("TOLLGATE_PG_PORT", 54_320, PORT_NUMBER),
  TOLLGATE_ADMIN_PASSWORD: text(undefined),
  TOLLGATE_SECRET_KEY: secretKey(),
  WORKERS: wholeNumber("WORKERS", 1, { least: 0, most: 64 }),
  TOLLGATE_WORKER_CONCURRENCY: wholeNumber("TOLLGATE_WORKER_CONCURRENCY", 4, positive()),
  // pg-boss hands a job whose worker is silent this long to another; it refuses less than 10 seconds.
  TOLLGATE_HEARTBEAT_SECONDS: wholeNumber("TOLLGATE_HEARTBEAT_SECONDS", 10, { least: 10, unit: "seconds" }),
  TOLLGATE_SUPERVISE_SECONDS: wholeNumber("TOLLGATE_SUPERVISE_SECONDS", 5, positive("seconds")),
  // Issue 9, item 6: a worker's fallback poll when no notification woke it (lib/server/queue/start-worker.ts).
  TOLLGATE_WORKER_POLL_SECONDS: seconds("TOLLGATE_WORKER_POLL_SECONDS", 0.5, 0.5),
  TOOL_RESULT_MAX_BYTES: wholeNumber("TOOL_RESULT_MAX_BYTES", defaultRuntimeLimits.toolResultMaxBytes, zeroOrMore),
  TOOL_LOW_BUDGET_THRESHOLD: wholeNumber("TOOL_LOW_BUDGET_THRESHOLD", defaultRuntimeLimits.lowBudgetThreshold, zeroOrMore),
  TOOL_RETRY_MAX_ATTEMPTS: wholeNumber("TOOL_RETRY_MAX_ATTEMPTS", defaultRuntimeLimits.retryMaxAttempts, zeroOrMore),
  TOOL_RETRY_BASE_DELAY_MS: wholeNumber("TOOL_RETRY_BASE_DELAY_MS", defaultRuntimeLimits.retryBaseDelayMs, zeroOrMore),
  TOOL_HANDLER_TIMEOUT_MS: wholeNumber("TOOL_HANDLER_TIMEOUT_MS", defaultRuntimeLimits.handlerTimeoutMs, zeroOrMore),
  TOOL_RESULT_PREVIEW_CHARS: wholeNumber("TOOL_RESULT_PREVIEW_CHARS", defaultRuntimeLimits.previewBudget, zeroOrMore),
  TOOL_RESULT_REPLAY_TURNS: wholeNumber("TOOL_RESULT_REPLAY_TURNS", defaultRuntimeLimits.replayWindowTurns, zeroOrMore),
  TOOL_RESULT_REPLAY_CHARS: wholeNumber("TOOL_RESULT_REPLAY_CHARS", defaultRuntimeLimits.replayExcerptCharacters, zeroOrMore),
  // Issue 22: a model's context in tokens unless its spec says `contextTokens`; 0 turns compaction off.
  MODEL_CONTEXT_MAX_TOKENS: wholeNumber("MODEL_CONTEXT_MAX_TOKENS", defaultRuntimeLimits.modelContextMaxTokens, zeroOrMore),
  SCRIPT_TIME_LIMIT_MS: wholeNumber("SCRIPT_TIME_LIMIT_MS", 2000, positive()),
  SCRIPT_MEMORY_LIMIT_BYTES: wholeNumber("SCRIPT_MEMORY_LIMIT_BYTES", 32 * 1024 * 1024, positive()),
  SCRIPT_OUTPUT_MAX_BYTES: wholeNumber("SCRIPT_OUTPUT_MAX_BYTES", 1024 * 1024, positive()),
  WORKSPACE_FILE_MAX_BYTES: wholeNumber("WORKSPACE_FILE_MAX_BYTES", 1024 * 1024, positive()),
  // Issue 21, item 1: workspace.run_command's longest run (a call's timeoutSeconds never passes it) and the
  // most it keeps of each of stdout and stderr.
  COMMAND_TIME_LIMIT_MS: wholeNumber("COMMAND_TIME_LIMIT_MS", 60_000, positive()),
  COMMAND_OUTPUT_MAX_BYTES: wholeNumber("COMMAND_OUTPUT_MAX_BYTES", 64 * 1024, positive("bytes")),
  // The largest file a command may write (RLIMIT_FSIZE): its folder is on the host's disk.
  COMMAND_FILE_MAX_BYTES: wholeNumber("COMMAND_FILE_MAX_BYTES", 256 * 1024 * 1024, positive("bytes")),
  // Issue 11: the most bytes web.read, web.sitemap and web.request read of one response (the result cap cuts later).
  WEB_RESPONSE_MAX_BYTES: wholeNumber("WEB_RESPONSE_MAX_BYTES", 5 * 1024 * 1024, positive("bytes")),
  TOLLGATE_MAX_BODY_BYTES: wholeNumber("TOLLGATE_MAX_BODY_BYTES", 16 * 1024 * 1024, positive("bytes")),
  // Issue 16, item 7: what the one web thread reads and parses (lib/server/http/json-shape.ts, body-limit.ts).
  TOLLGATE_PUBLIC_MAX_BODY_BYTES: wholeNumber("TOLLGATE_PUBLIC_MAX_BODY_BYTES", 16 * 1024, positive("bytes")),
  TOLLGATE_JSON_MAX_DEPTH: wholeNumber("TOLLGATE_JSON_MAX_DEPTH", 64, positive()),
  TOLLGATE_JSON_MAX_ENTRIES: wholeNumber("TOLLGATE_JSON_MAX_ENTRIES", 10_000, positive()),
  TOLLGATE_EGRESS_ALLOW: egressAllowList(),
  TOLLGATE_EGRESS_TIMEOUT_MS: wholeNumber("TOLLGATE_EGRESS_TIMEOUT_MS", 30_000, positive("milliseconds")),
  TOLLGATE_EGRESS_CONNECT_TIMEOUT_MS: wholeNumber("TOLLGATE_EGRESS_CONNECT_TIMEOUT_MS", 10_000, positive("milliseconds")),
  MODEL_REQUEST_TIMEOUT_MS: wholeNumber("MODEL_REQUEST_TIMEOUT_MS", 120_000, positive("milliseconds")),
  // Issue 23, item 8: the price table a run's cost is read by (dollars per million tokens); unset, no cost is shown.
  MODEL_PRICES: modelPrices(),
  TOLLGATE_SIGN_IN_MAX_FAILURES: wholeNumber("TOLLGATE_SIGN_IN_MAX_FAILURES", 10, positive()),
  TOLLGATE_SIGN_IN_MAX_FAILURES_PER_ADDRESS: wholeNumber("TOLLGATE_SIGN_IN_MAX_FAILURES_PER_ADDRESS", 50, positive()),
  TOLLGATE_SIGN_IN_WINDOW_SECONDS: wholeNumber("TOLLGATE_SIGN_IN_WINDOW_SECONDS", 900, positive("seconds")),
  TOLLGATE_TRUST_PROXY: wholeNumber("TOLLGATE_TRUST_PROXY", 0, { least: 0 }),
  // Issue 10: connectors. A stored tool list older than this is listed again at run start (seed: 10 minutes).
  CONNECTOR_LIST_MAX_AGE_SECONDS: wholeNumber("CONNECTOR_LIST_MAX_AGE_SECONDS", 600, zeroOrMore),
  // An open connection (a started stdio server, an HTTP session) unused this long is closed (lib/connectors).
  CONNECTOR_IDLE_SECONDS: wholeNumber("CONNECTOR_IDLE_SECONDS", 300, positive("seconds")),
  // One message from an MCP server larger than this kills a stdio server and fails the call `output_too_large`.
  CONNECTOR_MAX_MESSAGE_BYTES: wholeNumber("CONNECTOR_MAX_MESSAGE_BYTES", 16 * 1024 * 1024, positive("bytes")),
  // Issue 16, item 6: an OAuth sign-in an admin started can be completed (by that admin) for this long.
  CONNECTOR_SIGN_IN_TTL_SECONDS: wholeNumber("CONNECTOR_SIGN_IN_TTL_SECONDS", 600, positive("seconds")),
  // Issue 16, item 6: the most bytes one web.sitemap call reads over all the sitemaps it follows.
  WEB_SITEMAP_MAX_TOTAL_BYTES: wholeNumber("WEB_SITEMAP_MAX_TOTAL_BYTES", 20 * 1024 * 1024, positive("bytes")),
  TOLLGATE_PLATFORM_KEYS: platformKeys(),
  // Issue 16, items 3 and 4 (lib/settings/host-setting-kinds.ts, lib/sandbox): what runs on the host for a
  // tenant is the operator's decision. The commands a stdio connector may start (unset: the MCP reference
  // servers' bins; `*`: any), where each platform key may be sent, and the sandbox of every stdio server.
  TOLLGATE_STDIO_COMMANDS: stdioCommands(),
  TOLLGATE_PLATFORM_TARGETS: platformTargets(),
  TOLLGATE_SANDBOX: sandboxMode(),
  TOLLGATE_SANDBOX_BWRAP: text("bwrap"),
  TOLLGATE_SANDBOX_UID: wholeNumber("TOLLGATE_SANDBOX_UID", 65_534, { least: 1, most: 4_294_967_294 }),
  TOLLGATE_SANDBOX_MEMORY_BYTES: wholeNumber("TOLLGATE_SANDBOX_MEMORY_BYTES", 1024 * 1024 * 1024, { least: 16 * 1024 * 1024, unit: "bytes" }),
  TOLLGATE_SANDBOX_PROCESSES: wholeNumber("TOLLGATE_SANDBOX_PROCESSES", 128, positive()),
  TOLLGATE_SANDBOX_TMP_BYTES: wholeNumber("TOLLGATE_SANDBOX_TMP_BYTES", 64 * 1024 * 1024, positive("bytes")),
  // Issue 10: the address browsers reach Tollgate at, for the OAuth callback of connector logins
  // (`<url>/v1/connectors/oauth/callback`); unset, http://<HOST>:<PORT> (127.0.0.1 for a wildcard HOST).
  TOLLGATE_PUBLIC_URL: httpUrl("TOLLGATE_PUBLIC_URL"),
  // Issue 18 (CONTRACT.md, The enterprise): an agent's address is `<agent name as a lowercase slug>@<domain>`.
  TOLLGATE_MAIL_DOMAIN: mailDomain("TOLLGATE_MAIL_DOMAIN", "tollgate.local"),
  // Issue 19 (CONTRACT.md "Mail"): mail leaves through SMTP_URL (unset: only mail between members is
  // delivered); the SMTP listener takes members' mail at TOLLGATE_SMTP_HOST:TOLLGATE_SMTP_PORT (unset: none),
  // each message at most MAIL_MAX_BYTES.
  SMTP_URL: smtpUrl("SMTP_URL"),
  TOLLGATE_SMTP_PORT: optionalPort("TOLLGATE_SMTP_PORT"),
  TOLLGATE_SMTP_HOST: text("127.0.0.1"),
  MAIL_MAX_BYTES: wholeNumber("MAIL_MAX_BYTES", 10 * 1024 * 1024, positive("bytes")),
  OPENAI_API_KEY: text(undefined),
  ANTHROPIC_API_KEY: text(undefined),
  TEST_DATABASE_URL: postgresUrl("TEST_DATABASE_URL"),
  CHROMIUM_PATH: text(undefined),
  // Issue 11: agent N's Chrome listens for DevTools at 127.0.0.1:<base + N> (CONTRACT.md: 9300 + slot); moved
  // only on a machine where that range is taken.
  TOLLGATE_BROWSER_BASE_PORT: wholeNumber("TOLLGATE_BROWSER_BASE_PORT", 9300, PORT_NUMBER),
  // Issue 16, item 5: run as root, the product starts the agents' Chromes as this user (made when missing),
  // with Chrome's sandbox on; `root` keeps them as root without it (lib/tools/browser/browser-user.ts).
  TOLLGATE_BROWSER_USER: accountName("TOLLGATE_BROWSER_USER", "tollgate-browser"),
  // Issue 17, item 3 (CONTRACT "Telemetry"): runs, model requests and calls exported as OpenTelemetry spans
  // over OTLP/HTTP to `<endpoint>/v1/traces` when set; argument and result text (redacted) only with
  // OTEL_CAPTURE_CONTENT=1; operational logs as one JSON object a line with LOG_FORMAT=json.
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl("OTEL_EXPORTER_OTLP_ENDPOINT"),
  OTEL_CAPTURE_CONTENT: flag("OTEL_CAPTURE_CONTENT"),
  LOG_FORMAT: choice("LOG_FORMAT", ["text", "json"]),
});

/** The settings, keyed by their variables' names exactly as README.md lists them. */
export type Settings = z.output<typeof EnvironmentSchema>;

export type Environment = Readonly<Record<string, string | undefined>>;

export const SETTING_NAMES = Object.keys(EnvironmentSchema.shape) as ReadonlyArray<keyof Settings>;

/** Thrown when a setting is malformed: its message is one sentence per bad variable, naming it. */
export class SettingsError extends Error {
  constructor(readonly variables: readonly string[], problems: readonly string[]) {
    super(problems.join(" "));
    this.name = "SettingsError";
  }
}

export function parseEnvironment(environment: Environment): Settings {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (parsed.success) return Object.freeze(parsed.data);
  const issues = parsed.error.issues;
  throw new SettingsError(
    issues.map((issue) => String(issue.path[0])),
    issues.map((issue) => issue.message),
  );
}

/** Every setting at its default: what an empty environment means. */
export const DEFAULT_SETTINGS: Settings = parseEnvironment({});
