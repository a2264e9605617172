import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseEnvironment, SETTING_NAMES, SettingsError, type Settings } from "@/lib/settings/environment-schema";

// Issue 9, item 4: one schema declares every setting README.md "Configuration" lists, with its default and
// one behaviour for a bad value: an error naming the variable, never a quiet fallback to the default.

const validKey = Buffer.alloc(32, 7).toString("base64");

type Row = [name: keyof Settings, defaultValue: unknown, valid: string, parsed: unknown, malformed: string | null];

// [variable, default, a valid value, what it reads as, a malformed value (null: free text, nothing is malformed)]
const rows: Row[] = [
  ["DATABASE_URL", undefined, "postgresql://tollgate@db.internal:5432/tollgate", "postgresql://tollgate@db.internal:5432/tollgate", "db.internal:5432"],
  ["PORT", 3000, "3100", 3100, "web"],
  ["HOST", "127.0.0.1", "0.0.0.0", "0.0.0.0", null],
  ["TOLLGATE_DATA_DIR", ".data", "/var/lib/tollgate", "/var/lib/tollgate", null],
  ["TOLLGATE_PG_PORT", 54_320, "55432", 55_432, "70000"],
  ["TOLLGATE_ADMIN_PASSWORD", undefined, "a chosen password", "a chosen password", null],
  ["TOLLGATE_SECRET_KEY", undefined, validKey, Buffer.alloc(32, 7), Buffer.alloc(16).toString("base64")],
  ["WORKERS", 1, "0", 0, "-1"],
  ["TOLLGATE_WORKER_CONCURRENCY", 4, "8", 8, "0"],
  ["TOLLGATE_HEARTBEAT_SECONDS", 10, "30", 30, "5"],
  ["TOLLGATE_SUPERVISE_SECONDS", 5, "2", 2, "often"],
  ["TOLLGATE_WORKER_POLL_SECONDS", 0.5, "2.5", 2.5, "0.1"],
  ["TOOL_RESULT_MAX_BYTES", 65_536, "1024", 1024, "64k"],
  ["TOOL_LOW_BUDGET_THRESHOLD", 8, "0", 0, "-2"],
  ["TOOL_RETRY_MAX_ATTEMPTS", 3, "5", 5, "2.5"],
  ["TOOL_RETRY_BASE_DELAY_MS", 250, "100", 100, "1e3"],
  ["TOOL_HANDLER_TIMEOUT_MS", 60_000, "5000", 5000, "a minute"],
  ["TOOL_RESULT_PREVIEW_CHARS", 6000, "2000", 2000, "0x10"],
  ["TOOL_RESULT_REPLAY_TURNS", 2, "4", 4, "two"],
  ["TOOL_RESULT_REPLAY_CHARS", 1500, "500", 500, "-1"],
  ["MODEL_CONTEXT_MAX_TOKENS", 100_000, "8000", 8000, "100k"],
  ["SCRIPT_TIME_LIMIT_MS", 2000, "500", 500, "0"],
  ["SCRIPT_MEMORY_LIMIT_BYTES", 33_554_432, "1048576", 1_048_576, "32MB"],
  ["SCRIPT_OUTPUT_MAX_BYTES", 1_048_576, "4096", 4096, "-1"],
  ["WORKSPACE_FILE_MAX_BYTES", 1_048_576, "2048", 2048, "lots"],
  ["COMMAND_TIME_LIMIT_MS", 60_000, "5000", 5000, "0"],
  ["COMMAND_OUTPUT_MAX_BYTES", 65_536, "4096", 4096, "64KB"],
  ["COMMAND_FILE_MAX_BYTES", 268_435_456, "1048576", 1_048_576, "-5"],
  ["WEB_RESPONSE_MAX_BYTES", 5_242_880, "65536", 65_536, "5MB"],
  ["TOLLGATE_MAX_BODY_BYTES", 16_777_216, "1000", 1000, "0"],
  ["TOLLGATE_PUBLIC_MAX_BODY_BYTES", 16_384, "1000", 1000, "0"],
  ["TOLLGATE_JSON_MAX_DEPTH", 64, "8", 8, "0"],
  ["TOLLGATE_JSON_MAX_ENTRIES", 10_000, "100", 100, "many"],
  ["TOLLGATE_EGRESS_ALLOW", [], "models.internal", [{ kind: "name", name: "models.internal", port: null }], "not a valid entry!"],
  ["TOLLGATE_EGRESS_TIMEOUT_MS", 30_000, "5000", 5000, "soon"],
  ["TOLLGATE_EGRESS_CONNECT_TIMEOUT_MS", 10_000, "2000", 2000, "0"],
  ["MODEL_REQUEST_TIMEOUT_MS", 120_000, "60000", 60_000, "1.5"],
  ["TOLLGATE_SIGN_IN_MAX_FAILURES", 10, "3", 3, "ten"],
  ["TOLLGATE_SIGN_IN_MAX_FAILURES_PER_ADDRESS", 50, "20", 20, "0"],
  ["TOLLGATE_SIGN_IN_WINDOW_SECONDS", 900, "60", 60, "1.5"],
  ["TOLLGATE_TRUST_PROXY", 0, "1", 1, "yes"],
  ["CONNECTOR_LIST_MAX_AGE_SECONDS", 600, "0", 0, "ten minutes"],
  ["CONNECTOR_IDLE_SECONDS", 300, "60", 60, "0"],
  ["CONNECTOR_MAX_MESSAGE_BYTES", 16_777_216, "1048576", 1_048_576, "16MiB"],
  ["CONNECTOR_SIGN_IN_TTL_SECONDS", 600, "60", 60, "0"],
  ["WEB_SITEMAP_MAX_TOTAL_BYTES", 20_971_520, "1048576", 1_048_576, "20MiB"],
  ["TOLLGATE_PUBLIC_URL", undefined, "https://tollgate.example.com/", "https://tollgate.example.com", "ftp://tollgate.example.com"],
  ["MODEL_PRICES", new Map(), "gpt-4.1-mini=0.40/1.60", new Map([["gpt-4.1-mini", { input: 0.4, output: 1.6 }]]), "gpt-4.1-mini=cheap"],
  ["TOLLGATE_PLATFORM_KEYS", new Map(), "github=ghp_platform,slack=xoxb-platform", new Map([["github", "ghp_platform"], ["slack", "xoxb-platform"]]), "github=a,github=b"],
  ["TOLLGATE_STDIO_COMMANDS", { kind: "reference_servers" }, "/usr/bin/node, mcp-server-memory", { kind: "listed", entries: ["/usr/bin/node", "mcp-server-memory"] }, "./relative/server"],
  [
    "TOLLGATE_PLATFORM_TARGETS",
    new Map(),
    "github=https://api.example/mcp@org-a|org-b, files=mcp-server-filesystem",
    new Map([
      ["github", { kind: "url", url: "https://api.example/mcp", organisations: ["org-a", "org-b"] }],
      ["files", { kind: "command", command: "mcp-server-filesystem", organisations: null }],
    ]),
    "github=ftp://api.example/mcp",
  ],
  ["TOLLGATE_SANDBOX", "on", "off", "off", "maybe"],
  ["TOLLGATE_SANDBOX_BWRAP", "bwrap", "/usr/bin/bwrap", "/usr/bin/bwrap", null],
  ["TOLLGATE_SANDBOX_UID", 65_534, "1000", 1000, "0"],
  ["TOLLGATE_SANDBOX_MEMORY_BYTES", 1_073_741_824, "268435456", 268_435_456, "1GB"],
  ["TOLLGATE_SANDBOX_PROCESSES", 128, "64", 64, "0"],
  ["TOLLGATE_SANDBOX_TMP_BYTES", 67_108_864, "1048576", 1_048_576, "-1"],
  ["OPENAI_API_KEY", undefined, "sk-test", "sk-test", null],
  ["ANTHROPIC_API_KEY", undefined, "sk-ant-test", "sk-ant-test", null],
  ["TEST_DATABASE_URL", undefined, "postgresql://postgres@127.0.0.1:5432/postgres", "postgresql://postgres@127.0.0.1:5432/postgres", "mysql://127.0.0.1/test"],
  ["CHROMIUM_PATH", undefined, "/usr/bin/chromium", "/usr/bin/chromium", null],
  ["TOLLGATE_BROWSER_BASE_PORT", 9300, "19300", 19_300, "70000"],
  ["TOLLGATE_BROWSER_USER", "tollgate-browser", "chrome-user", "chrome-user", "--group=root"],
  ["OTEL_EXPORTER_OTLP_ENDPOINT", undefined, "http://127.0.0.1:4318/", "http://127.0.0.1:4318", "grpc://collector:4317"],
  ["OTEL_CAPTURE_CONTENT", false, "1", true, "yes please"],
  ["LOG_FORMAT", "text", "JSON", "json", "yaml"],
  ["TOLLGATE_MAIL_DOMAIN", "tollgate.local", " Mail.Example.org ", "mail.example.org", "not a domain"],
  ["SMTP_URL", undefined, "smtp://user:pass@mail.example.org:587", "smtp://user:pass@mail.example.org:587", "http://mail.example.org"],
  ["TOLLGATE_SMTP_PORT", undefined, "2525", 2525, "70000"],
  ["TOLLGATE_SMTP_HOST", "127.0.0.1", "0.0.0.0", "0.0.0.0", null],
  ["MAIL_MAX_BYTES", 10_485_760, "1024", 1024, "10M"],
];

/** The variables of README.md's Configuration table, with the default column as written. */
function readmeConfiguration(): Map<string, string> {
  const readme = readFileSync(path.resolve(__dirname, "../../../README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("### ", readme.indexOf("## Configuration")));
  const table = new Map<string, string>();
  for (const line of section.split("\n").filter((row) => row.startsWith("| `"))) {
    const [names, defaultColumn] = line.split("|").slice(1, 3);
    for (const name of names!.match(/`([A-Z_]+)`/g) ?? []) table.set(name.replaceAll("`", ""), defaultColumn!.trim());
  }
  return table;
}

describe("the settings schema (lib/settings/environment-schema.ts)", () => {
  it("declares every variable of README.md's Configuration table, and the table below covers every declaration", () => {
    const documented = [...readmeConfiguration().keys()];
    expect(documented.length).toBeGreaterThan(30);
    expect(SETTING_NAMES).toEqual(expect.arrayContaining(documented));
    expect(rows.map(([name]) => name).sort()).toEqual([...SETTING_NAMES].sort());
  });

  it("has the default README.md documents wherever it writes one as a number", () => {
    for (const [name, written] of readmeConfiguration()) {
      const number = /^`(\d+)`/.exec(written);
      if (number) expect([name, DEFAULT_SETTINGS[name as keyof Settings]]).toEqual([name, Number(number[1])]);
    }
  });

  it.each(rows)("%s: defaults to %j, reads a valid value, names itself when malformed", (name, defaultValue, valid, parsed, malformed) => {
    expect(parseEnvironment({})[name]).toEqual(defaultValue);
    expect(parseEnvironment({ [name]: "  " })[name]).toEqual(defaultValue);
    expect(parseEnvironment({ [name]: valid })[name]).toEqual(parsed);
    if (malformed === null) return;
    const refusal = (() => {
      try {
        parseEnvironment({ [name]: malformed });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(SettingsError);
    expect((refusal as SettingsError).variables).toEqual([name]);
    expect((refusal as SettingsError).message.startsWith(name)).toBe(true);
  });

  it("says what is wrong, with the value it got", () => {
    expect(() => parseEnvironment({ PORT: "web" })).toThrow('PORT must be a whole number from 1 to 65535, not "web".');
    expect(() => parseEnvironment({ TOLLGATE_HEARTBEAT_SECONDS: "5" })).toThrow('TOLLGATE_HEARTBEAT_SECONDS must be a whole number of seconds of at least 10, not "5".');
    expect(() => parseEnvironment({ TOLLGATE_WORKER_CONCURRENCY: "0" })).toThrow('TOLLGATE_WORKER_CONCURRENCY must be a positive whole number, not "0".');
    expect(() => parseEnvironment({ TOLLGATE_SECRET_KEY: Buffer.alloc(16).toString("base64") })).toThrow("TOLLGATE_SECRET_KEY must be 32 bytes in base64 (it decodes to 16).");
    expect(() => parseEnvironment({ TOLLGATE_EGRESS_ALLOW: "not a valid entry!" })).toThrow(/^TOLLGATE_EGRESS_ALLOW: "not a valid entry!" is not a host/);
  });

  it("names every malformed variable at once, so one start shows all that is wrong", () => {
    expect(() => parseEnvironment({ WORKERS: "many", TOLLGATE_MAX_BODY_BYTES: "big", PORT: "3000" })).toThrow(
      'WORKERS must be a whole number from 0 to 64, not "many". TOLLGATE_MAX_BODY_BYTES must be a positive whole number of bytes, not "big".',
    );
  });

  it("ignores variables it does not declare", () => {
    expect(parseEnvironment({ PATH: "/usr/bin", NODE_ENV: "production" })).toEqual(DEFAULT_SETTINGS);
  });
});
