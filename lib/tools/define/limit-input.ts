// How many items a listing returns: every list tool caps it the same way (the zod spelling of the
// catalog's `limitProperty`, so the schema a model reads is the same).

import { z } from "zod";

export function limitInput(noun: string, maximum: number, defaultValue: number) {
  return z
    .int()
    .min(1)
    .max(maximum)
    .default(defaultValue)
    .describe(`Most ${noun} to return (1–${maximum}); defaults to ${defaultValue}.`);
}
