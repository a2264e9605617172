import "server-only";
import pino from "pino";
import { operationalLogLine } from "../runtime/operational-log-line";

// Issue 17, item 3 (CONTRACT "Telemetry"): one logger for the operational log. LOG_FORMAT=json writes one
// JSON object a line through pino (`level` as a word, `time` ISO 8601, `msg`, then the detail's fields:
// `runId`, `callId`…); text writes today's readable `[tollgate] …` lines (operational-log-line.ts).

export type LogDetail = Record<string, unknown>;

export type Logger = {
  info(message: string, detail?: LogDetail): void;
  error(message: string, detail?: LogDetail): void;
  readonly format: "text" | "json";
};

/** Where lines go: the process's own streams by default, a test's buffer otherwise. */
export type LogDestination = { write(line: string): void };

function jsonLogger(destination: LogDestination | undefined): Logger {
  const options: pino.LoggerOptions = {
    base: { service: "tollgate" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  const logger = destination ? pino(options, destination) : pino(options, pino.destination({ fd: 1, sync: true }));
  return {
    format: "json",
    info: (message, detail) => logger.info(detail ?? {}, message),
    error: (message, detail) => logger.error(detail ?? {}, message),
  };
}

function textLogger(destination: LogDestination | undefined): Logger {
  return {
    format: "text",
    // A readable info line is its message alone ("[tollgate] run … → succeeded"); its fields are for JSON.
    info: (message) => (destination ? destination.write(`${operationalLogLine(message)}\n`) : console.log(operationalLogLine(message))),
    error: (message, detail) => (destination ? destination.write(`${operationalLogLine(message, detail)}\n`) : console.error(operationalLogLine(message, detail))),
  };
}

export function createLogger(format: "text" | "json", destination?: LogDestination): Logger {
  return format === "json" ? jsonLogger(destination) : textLogger(destination);
}
