import "server-only";
import { allRunEvents, type RunEvents } from "@/lib/runtime/ports/run-events";
import type { Settings } from "@/lib/settings/environment-schema";
import { createLogEvents } from "./log-events";
import { createLogger, type Logger } from "./logger";
import { createSpanSink, type SpanSink } from "./otlp-spans";

// Issue 17, item 3: what the process reports to, made once per process from the settings (the web process
// builds loop dependencies per request; one exporter serves them all). Spans only with
// OTEL_EXPORTER_OTLP_ENDPOINT; structured log lines of the events only with LOG_FORMAT=json.

/** `events` is absent when nothing listens: the loop then builds no event at all. */
export type Telemetry = { events: RunEvents | undefined; logger: Logger; flush(): Promise<void>; shutdown(): Promise<void> };

export function createTelemetry(settings: Pick<Settings, "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_CAPTURE_CONTENT" | "LOG_FORMAT">): Telemetry {
  const logger = createLogger(settings.LOG_FORMAT);
  const endpoint = settings.OTEL_EXPORTER_OTLP_ENDPOINT;
  const spans: SpanSink | null = endpoint ? createSpanSink({ endpoint, captureContent: settings.OTEL_CAPTURE_CONTENT }) : null;
  const sinks: RunEvents[] = [...(spans ? [spans.events] : []), ...(logger.format === "json" ? [createLogEvents(logger)] : [])];
  return {
    events: sinks.length === 0 ? undefined : allRunEvents(sinks),
    logger,
    flush: async () => spans?.flush(),
    shutdown: async () => spans?.shutdown(),
  };
}

const made = new Map<string, Telemetry>();

function keyOf(settings: Pick<Settings, "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_CAPTURE_CONTENT" | "LOG_FORMAT">): string {
  return JSON.stringify([settings.OTEL_EXPORTER_OTLP_ENDPOINT ?? null, settings.OTEL_CAPTURE_CONTENT, settings.LOG_FORMAT]);
}

/** The process's telemetry for these settings (a test that changes them gets its own). */
export function processTelemetry(settings: Settings): Telemetry {
  const key = keyOf(settings);
  const known = made.get(key);
  if (known) return known;
  const telemetry = createTelemetry(settings);
  made.set(key, telemetry);
  return telemetry;
}

/** Sends what is batched (a worker stopping); the exporters stay usable. */
export async function flushTelemetry(): Promise<void> {
  await Promise.all([...made.values()].map((telemetry) => telemetry.flush()));
}

/** Sends what is batched and stops the exporters (the process is exiting). */
export async function shutdownTelemetry(): Promise<void> {
  const all = [...made.values()];
  made.clear();
  await Promise.all(all.map((telemetry) => telemetry.shutdown()));
}
