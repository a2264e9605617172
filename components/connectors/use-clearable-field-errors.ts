"use client";
import { useState } from "react";
import { fieldErrors } from "@/lib/client/api-refusal";

// The API's 422 details beside their fields, each gone once its field is changed (the next save judges it
// again). `clear("transport.env")` clears that path and every path under it.

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/** A cleared entry: `=path` clears that path alone, any other clears the path and everything under it. */
const isCleared = (path: string, entry: string) => (entry.startsWith("=") ? path === entry.slice(1) : isUnder(path, entry));

export type ClearableFieldErrors = {
  /** Path → the API's message, for the paths not changed since the refusal. */
  errors: Record<string, string>;
  /** The messages at `prefix` and under it, with the part of the path below `prefix`. */
  under: (prefix: string) => { rest: string; message: string }[];
  clear: (prefix: string) => void;
  /** Clears the message at `path` itself, not those under it (a map's own message, not its keys'). */
  clearExact: (path: string) => void;
  /** On a new save: every refusal of the next answer shows again. */
  reset: () => void;
};

export function useClearableFieldErrors(error: unknown): ClearableFieldErrors {
  const [cleared, setCleared] = useState<readonly string[]>([]);
  const errors = Object.fromEntries(Object.entries(fieldErrors(error)).filter(([path]) => !cleared.some((entry) => isCleared(path, entry))));
  return {
    errors,
    under: (prefix) =>
      Object.entries(errors)
        .filter(([path]) => isUnder(path, prefix))
        .map(([path, message]) => ({ rest: path.slice(prefix.length + 1), message })),
    clear: (prefix) => setCleared((current) => (current.includes(prefix) ? current : [...current, prefix])),
    clearExact: (path) => setCleared((current) => (current.includes(`=${path}`) ? current : [...current, `=${path}`])),
    reset: () => setCleared([]),
  };
}
