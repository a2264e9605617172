// The forms in which the product itself can write a secret's value (issue 8, item 1): a handler answers JSON
// (note_read, record_get, script_read), a sandbox log line holding JSON is JSON-escaped again in run_code's
// answer, and a stored JSON text read back inside JSON is escaped once more. Each level of JSON-string
// escaping is one more form to redact; a value with no character JSON escapes has just the one form.

/** How deep a value can be nested as JSON text inside JSON text in what a handler answers. */
export const JSON_ESCAPE_LEVELS = 3;

/** The value as it appears between the quotes of a JSON string. */
export function jsonEscaped(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

export function secretForms(value: string): string[] {
  const forms = [value];
  let escaped = value;
  for (let level = 0; level < JSON_ESCAPE_LEVELS; level += 1) {
    escaped = jsonEscaped(escaped);
    if (escaped === forms[forms.length - 1]) break;
    forms.push(escaped);
  }
  return forms;
}
