// How many items a listing returns: every list tool caps it the same way, in the same words
// (the zod spelling of the catalog's former limitProperty).

import { z } from "zod";

export function limitInput(noun: string, maximum: number, defaultValue: number) {
  return z.int().min(1).max(maximum).default(defaultValue).describe(`Most ${noun} to return (1–${maximum}); defaults to ${defaultValue}.`);
}
