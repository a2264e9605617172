// What the loop stores of a model's turn must fit PostgreSQL (issue 8, item 7): its text, and each call's
// id, name and arguments, with U+0000 and lone surrogates written as their visible escapes and an object
// argument holding one kept as its JSON text (admission/storable-text.ts says why). The loop then goes on
// from exactly what it stored, so the first pass and a resumed one admit the same turn the same way, and
// admission refuses such arguments with a clear `Refused: …`.

import { escapeUnstorable, storableArguments } from "../admission/storable-text";
import type { ModelResponse } from "../ports";

export function storableModelResponse(response: ModelResponse): ModelResponse {
  return {
    text: escapeUnstorable(response.text),
    calls: response.calls.map((call) => ({ id: escapeUnstorable(call.id), name: escapeUnstorable(call.name), arguments: storableArguments(call.arguments) })),
    ...(response.usage ? { usage: response.usage } : {}),
  };
}
