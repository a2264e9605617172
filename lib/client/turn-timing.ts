import { formatDuration } from "./format-time";

// Issue 12, items 8 and 9: a turn may carry how long the model took (`latencyMs`) and the tokens the provider
// reported (`usage`); older turns, and the scripted model, have none. Read whichever are present.

export type TurnTiming = { latencyMs: number | null; inputTokens: number | null; outputTokens: number | null };

const numberOrNull = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

export function turnTimingOf(turn: object): TurnTiming {
  const fields = turn as { latencyMs?: unknown; usage?: unknown };
  const usage = typeof fields.usage === "object" && fields.usage !== null ? (fields.usage as { inputTokens?: unknown; outputTokens?: unknown }) : {};
  return { latencyMs: numberOrNull(fields.latencyMs), inputTokens: numberOrNull(usage.inputTokens), outputTokens: numberOrNull(usage.outputTokens) };
}

/** "1.2 s · 340 in / 25 out tokens", or null when the turn says neither. */
export function describeTurnTiming(timing: TurnTiming): string | null {
  const parts: string[] = [];
  if (timing.latencyMs !== null) parts.push(formatDuration(timing.latencyMs));
  if (timing.inputTokens !== null || timing.outputTokens !== null) {
    parts.push(`${timing.inputTokens?.toLocaleString("en-US") ?? "?"} in / ${timing.outputTokens?.toLocaleString("en-US") ?? "?"} out tokens`);
  }
  return parts.length === 0 ? null : parts.join(" · ");
}
