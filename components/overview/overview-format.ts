import type { OverviewBucket } from "@/lib/contracts/overview-query";

// How the overview writes its times: a bar's hour or day on the reader's clock, a wait in words.

const hourFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });
const longHourFormat = new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
const longDayFormat = new Intl.DateTimeFormat(undefined, { weekday: "long", month: "long", day: "numeric" });

/** A bar's label on the axis: "14:00" (or "2:00 PM") or "Dec 1". */
export function bucketLabel(iso: string, bucket: OverviewBucket): string {
  return (bucket === "hour" ? hourFormat : dayFormat).format(new Date(iso));
}

/** A bar's label in its tooltip: "Tue, Dec 1, 14:00" or "Tuesday, December 1". */
export function bucketTitle(iso: string, bucket: OverviewBucket): string {
  return (bucket === "hour" ? longHourFormat : longDayFormat).format(new Date(iso));
}

/** "45 s", "12 min", "3.5 h", "2 days". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3_600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) {
    const hours = seconds / 3_600;
    return `${hours < 10 ? hours.toFixed(1).replace(/\.0$/, "") : Math.round(hours)} h`;
  }
  const days = seconds / 86_400;
  const rounded = days < 10 ? Number(days.toFixed(1)) : Math.round(days);
  return `${rounded} ${rounded === 1 ? "day" : "days"}`;
}

/** A histogram bin's label: "under 1 min", "1–5 min", "a day or more". */
export function waitBinLabel(fromSeconds: number, toSeconds: number | null): string {
  if (fromSeconds === 0 && toSeconds !== null) return `under ${formatWait(toSeconds)}`;
  if (toSeconds === null) return `${formatWait(fromSeconds).replace(/^1 day$/, "a day")} or more`;
  const [from, to] = [formatWait(fromSeconds), formatWait(toSeconds)];
  const unit = (text: string) => text.replace(/^[\d.]+ /, "");
  return unit(from) === unit(to) ? `${from.replace(/ .*/, "")}–${to}` : `${from}–${to}`;
}

/** The same bin as short as an axis needs it: "<1 min", "1–5 min", "15–60 min", "4–24 h", "≥1 day". */
export function waitBinTick(fromSeconds: number, toSeconds: number | null): string {
  if (toSeconds === null) return `≥${formatWait(fromSeconds).replace(/ days?$/, " day")}`;
  if (fromSeconds === 0) return `<${formatWait(toSeconds)}`;
  const unitOf = (seconds: number) => (toSeconds <= 3_600 ? Math.round(seconds / 60) : Math.round(seconds / 3_600));
  return `${unitOf(fromSeconds)}–${unitOf(toSeconds)} ${toSeconds <= 3_600 ? "min" : "h"}`;
}
