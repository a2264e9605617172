"use client";
import { useEffect, useState } from "react";

/** The time now, moved on every `intervalMs`, so an age such as "listed 3 min ago" stays true while the page is open. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
