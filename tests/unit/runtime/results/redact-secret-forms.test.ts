import { describe, expect, it } from "vitest";
import { applyOutputFilter } from "@/lib/runtime/results/output-filter";
import { redactStrings, redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { createResultRedactor, createSecretRedactor, redactionMark } from "@/lib/runtime/results/redact-secrets";
import { secretForms } from "@/lib/runtime/results/secret-forms";
import { jsonText } from "@/lib/tools/json-text";
import { readWindow } from "@/lib/tools/workspace/read-window";
import { searchLines } from "@/lib/tools/workspace/search-lines";
import { unifiedDiff } from "@/lib/tools/workspace/unified-diff";
import { jsonCredential, leakedPieces, pemKey } from "../../../support/secret-samples";

// Issue 8, item 1: redaction matches every form the product itself writes a value in, not only its bytes.

const redactor = createResultRedactor([pemKey, jsonCredential]);
const once = (text: string) => JSON.stringify(text);
const twice = (text: string) => JSON.stringify(JSON.stringify(text));

describe("the forms of a value", () => {
  it("are the value and each level of JSON-string escaping, or just the value when nothing is escaped", () => {
    expect(secretForms("sk-live-plain-value")).toEqual(["sk-live-plain-value"]);
    expect(secretForms('a"b')).toEqual(['a"b', 'a\\"b', 'a\\\\\\"b', 'a\\\\\\\\\\\\\\"b']);
  });
});

describe("a redactor over a PEM key and a JSON credential", () => {
  it.each([
    ["as written", (value: string) => `key: ${value} end`],
    ["inside JSON (note_read, record_get, script_read)", (value: string) => jsonText({ title: "t", content: value })],
    ["a JSON text carried as a string in JSON (run_code logs of JSON.stringify)", (value: string) => jsonText({ logs: [JSON.stringify({ key: value })] })],
    ["three levels deep", (value: string) => twice(JSON.stringify({ key: value }))],
    ["after the output filter, written with CRLF", (value: string) => applyOutputFilter("standard", value.replace(/\n/g, "\r\n"))],
    ["compact JSON", (value: string) => once(value)],
  ])("leaves no piece of either value %s", (_form, render) => {
    for (const value of [pemKey, jsonCredential]) {
      const redacted = redactor.redact(render(value));
      expect(leakedPieces(redacted)).toEqual([]);
      expect(redacted).toContain(redactionMark);
    }
  });

  it("keeps the JSON it redacts valid JSON", () => {
    const text = jsonText({ note: `before ${jsonCredential} after`, key: pemKey });
    expect(JSON.parse(redactor.redact(text))).toEqual({ note: `before ${redactionMark} after`, key: redactionMark });
  });

  it("keeps a multi-line value's line breaks after the mark, so line numbers still name the file's lines", () => {
    const file = `first\n${pemKey}\nlast`;
    const redacted = redactor.redact(file);
    expect(redacted).toBe(`first\n${redactionMark}${"\n".repeat(pemKey.split("\n").length - 1)}\nlast`);
    expect(redacted.split("\n")).toHaveLength(file.split("\n").length);
  });

  it("matches nothing for a redactor without values", () => {
    expect(createSecretRedactor([]).redact(jsonText({ a: pemKey }))).toBe(jsonText({ a: pemKey }));
  });
});

describe("views that number, window, cut or search text, made of redacted text", () => {
  const file = `config:\n${pemKey}\ncredential: ${jsonCredential}\n`;
  const redact = redactionOf({ redact: redactor.redact });

  it("shows no line of a PEM in a numbered window, whatever the window", () => {
    for (const [offset, limit] of [[0, undefined], [1, 1], [2, 2], [3, 10]] as const) {
      const window = readWindow({ path: "a.pem", content: redact(file), offset, ...(limit === undefined ? {} : { limit }) });
      expect(leakedPieces(window)).toEqual([]);
    }
    // The raw file windowed line by line shows each line of the key on its own: what the final pass misses.
    expect(leakedPieces(redactor.redact(readWindow({ path: "a.pem", content: file, offset: 0 }))).length).toBeGreaterThan(0);
  });

  it("answers a search for a secret's first characters exactly as a wrong guess", () => {
    const files = [{ path: "a.pem", content: redact(file) }];
    const search = (query: string) => searchLines(files, { query, regex: false, caseSensitive: true, maxResults: 10, scope: "" });
    const guess = search("MIIEvQIBADAN");
    const miss = search("ZZZZvQIBADAN");
    expect(guess).toEqual({ ok: true, text: `No line in the workspace matches ${once("MIIEvQIBADAN")}.` });
    expect(miss).toEqual({ ok: true, text: `No line in the workspace matches ${once("ZZZZvQIBADAN")}.` });
    expect(search("cs-7Hq2")).toEqual({ ok: true, text: `No line in the workspace matches ${once("cs-7Hq2")}.` });
  });

  it("makes a diff of redacted sides whose hunks still name the file's own lines", () => {
    const before = `${pemKey}\nport: 1\n`;
    const diff = unifiedDiff("config", redact(before), redact(before.replace("port: 1", "port: 2")));
    expect(leakedPieces(diff)).toEqual([]);
    expect(diff).toContain(`@@ -3,4 +3,4 @@`);
  });

  it("redacts every string of a JSON value, keys included, and leaves other values alone", () => {
    const value = { [pemKey]: [jsonCredential, 3, null, { nested: `x ${jsonCredential}` }], when: "2026" };
    expect(redactStrings(value, redact)).toEqual({ [redactionMark + "\n".repeat(4)]: [redactionMark, 3, null, { nested: `x ${redactionMark}` }], when: "2026" });
  });

  it("leaves text alone when the runtime gave no redactor", () => {
    expect(redactionOf({})(pemKey)).toBe(pemKey);
  });
});
