// The windows search_tool_results returns: `contextChars` on each side of every match, merged where they
// overlap, then fitted into `maxChars` for the whole call. Each ref's best window is taken before any
// ref's second, so one long result cannot crowd the others out.

import { boundaryAtOrAfter, boundaryAtOrBefore } from "./text-window";
import { byCost, type TextMatch } from "./text-match";

/** A window and the best match inside it (kept to centre the window on when it must be cut). */
export type MatchWindow = { start: number; end: number; best: TextMatch };

export type RefWindow = { ref: string; start: number; end: number; text: string };

export type SearchedText = { ref: string; text: string; windows: readonly MatchWindow[] };

export type FittedWindows = { windows: RefWindow[]; windowsLeftOut: number };

/** Windows around the matches, merged where they overlap or touch; best first. */
export function windowsAround(text: string, matches: readonly TextMatch[], contextChars: number): MatchWindow[] {
  const ordered = matches
    .map((match) => ({
      start: boundaryAtOrBefore(text, match.start - contextChars),
      end: boundaryAtOrAfter(text, match.end + contextChars),
      best: match,
    }))
    .sort((left, right) => left.start - right.start);
  const merged: MatchWindow[] = [];
  for (const window of ordered) {
    const previous = merged.at(-1);
    if (previous === undefined || window.start > previous.end) {
      merged.push(window);
      continue;
    }
    previous.end = Math.max(previous.end, window.end);
    if (byCost(window.best, previous.best) < 0) previous.best = window.best;
  }
  return merged.sort((left, right) => byCost(left.best, right.best));
}

/** The window cut to `room` characters around its best match, or null when the match alone does not fit. */
export function cutWindow(text: string, window: MatchWindow, room: number): MatchWindow | null {
  if (window.end - window.start <= room) return window;
  const { best } = window;
  if (best.end - best.start > room) return null;
  const spare = room - (best.end - best.start);
  const roomBefore = best.start - window.start;
  const roomAfter = window.end - best.end;
  const after = Math.min(roomAfter, spare - Math.min(roomBefore, Math.floor(spare / 2)));
  // What one side cannot use the other side may.
  const before = Math.min(roomBefore, spare - after);
  const start = boundaryAtOrAfter(text, best.start - before);
  const end = boundaryAtOrBefore(text, best.end + after);
  return { start, end, best };
}

/** Round by round (each ref's best, then each ref's second …), while `maxChars` lasts; in ref then text order. */
export function fitWindows(searched: readonly SearchedText[], maxChars: number): FittedWindows {
  let room = maxChars;
  let windowsLeftOut = 0;
  const chosen = searched.map(() => [] as MatchWindow[]);
  const rounds = Math.max(0, ...searched.map((entry) => entry.windows.length));
  for (let round = 0; round < rounds; round += 1) {
    searched.forEach((entry, position) => {
      const window = entry.windows[round];
      if (window === undefined) return;
      const fitted = room > 0 ? cutWindow(entry.text, window, room) : null;
      if (fitted === null) {
        windowsLeftOut += 1;
        return;
      }
      chosen[position].push(fitted);
      room -= fitted.end - fitted.start;
    });
  }
  const windows = searched.flatMap((entry, position) =>
    chosen[position]
      .sort((left, right) => left.start - right.start)
      .map((window) => ({ ref: entry.ref, start: window.start, end: window.end, text: entry.text.slice(window.start, window.end) })),
  );
  return { windows, windowsLeftOut };
}
