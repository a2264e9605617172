"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { CONSOLE_SECTIONS } from "./console-nav";

const CHORD_WINDOW_MS = 1_200;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** "g" then a section's letter goes there (g p, g r, g g, g t), unless the person is typing. */
export function NavigationShortcuts() {
  const router = useRouter();
  useEffect(() => {
    let chordStartedAt = 0;
    function onKeyDown(event: KeyboardEvent) {
      if (event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
      const now = Date.now();
      if (now - chordStartedAt < CHORD_WINDOW_MS) {
        chordStartedAt = 0;
        const section = CONSOLE_SECTIONS.find((candidate) => candidate.key === event.key);
        if (section) {
          event.preventDefault();
          router.push(section.href);
        }
        return;
      }
      if (event.key === "g") chordStartedAt = now;
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [router]);
  return null;
}
