// Times as the console shows them (issue 12, item 12: a date with every time): "today 14:03:12",
// "Nov 30 14:03:12", a year only when it is not this one; the tooltip is the full local time with its zone.

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });
const dayOfYearFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });
const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "long" });

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

export function formatTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = timeFormat.format(date);
  if (sameDay(date, now)) return `today ${time}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return `yesterday ${time}`;
  const day = date.getFullYear() === now.getFullYear() ? dayFormat.format(date) : dayOfYearFormat.format(date);
  return `${day} ${time}`;
}

/** "Tuesday, 30 November 2026 at 14:03:12 GMT+1": what a time label's tooltip says. */
export function formatFullTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : fullFormat.format(date);
}

/** "1.2 s", "340 ms", "2 min 5 s". */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds % 60)} s`;
}

export function durationBetween(startIso: string | null, endIso: string | null): number | null {
  if (!startIso || !endIso) return null;
  const duration = new Date(endIso).getTime() - new Date(startIso).getTime();
  return Number.isFinite(duration) && duration >= 0 ? duration : null;
}
