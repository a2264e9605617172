import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { viewRedactorOf } from "@/lib/server/runtime/redact-for-view";
import { redactAndSeal, unsealed } from "@/lib/server/runtime/sealed-copy";
import { executableModelSpec, storedModelSpec } from "@/lib/server/runs/stored-model-spec";
import { redactRunRows, transcriptTurn } from "@/lib/tools/results/transcript-turn";
import { jsonCredential, leakedPieces, pemKey } from "../../support/secret-samples";

// Issue 8, item 2: what a model wrote is shown and stored with every secret value redacted — JSON by its
// string leaves and keys (so it stays valid JSON), raw text as text — and only a sealed copy keeps the
// exact original for the loop.

const redactor = viewRedactorOf([pemKey, jsonCredential]);
const originalKey = process.env.TOLLGATE_SECRET_KEY;

beforeEach(() => {
  process.env.TOLLGATE_SECRET_KEY = randomBytes(32).toString("base64");
});

afterEach(() => {
  if (originalKey === undefined) delete process.env.TOLLGATE_SECRET_KEY;
  else process.env.TOLLGATE_SECRET_KEY = originalKey;
});

const isRedactionMark = (text: unknown) => typeof text === "string" && /^\[REDACTED\]\n*$/.test(text);

describe("the view redactor on JSON (arguments, calls, scripts)", () => {
  it("redacts secrets in string leaves at any depth and keeps the shape and every other value", () => {
    const value = { to: "ops@example.org", body: `key:\n${pemKey}\nthanks`, nested: [{ token: jsonCredential, count: 3, ok: true, none: null }] };
    const redacted = redactor.json(value);
    expect(Object.keys(redacted)).toEqual(["to", "body", "nested"]);
    expect(redacted.to).toBe("ops@example.org");
    expect(redacted.body.startsWith("key:\n[REDACTED]")).toBe(true);
    expect(redacted.body.endsWith("thanks")).toBe(true);
    expect(isRedactionMark(redacted.nested[0].token)).toBe(true);
    expect(redacted.nested[0]).toMatchObject({ count: 3, ok: true, none: null });
    expect(leakedPieces(JSON.stringify(redacted))).toEqual([]);
  });

  it("gives JSON that parses back: a value with quotes, backslashes and newlines is replaced before any escaping", () => {
    const text = JSON.stringify(redactor.json({ credential: jsonCredential, pem: pemKey }));
    expect(leakedPieces(text)).toEqual([]);
    const parsed = JSON.parse(text) as Record<string, string>;
    expect(isRedactionMark(parsed.credential)).toBe(true);
    expect(isRedactionMark(parsed.pem)).toBe(true);
  });

  it("redacts keys as well as values", () => {
    const keys = Object.keys(redactor.json({ [jsonCredential]: "x" }));
    expect(keys).toHaveLength(1);
    expect(isRedactionMark(keys[0])).toBe(true);
  });

  it("redacts a raw string (arguments a model sent as text), including the escaped form inside JSON text", () => {
    const raw = `{"value": ${JSON.stringify(jsonCredential)}, "pem": ${JSON.stringify(pemKey)}`;
    expect(leakedPieces(redactor.json(raw))).toEqual([]);
    expect(leakedPieces(redactor.text(raw))).toEqual([]);
  });

  it("keeps a __proto__ key an ordinary key and never touches a prototype", () => {
    const value = JSON.parse(`{"__proto__": {"polluted": "yes"}, "secret": ${JSON.stringify(pemKey)}}`) as Record<string, unknown>;
    const redacted = redactor.json(value);
    expect(Object.getPrototypeOf(redacted)).toBe(Object.prototype);
    expect(Object.keys(redacted)).toEqual(["__proto__", "secret"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("returns a value unchanged when the organisation has no secrets", () => {
    const value = { a: [pemKey] };
    expect(viewRedactorOf([]).json(value)).toBe(value);
  });
});

describe("the sealed copy the loop acts on", () => {
  it("stores the redacted value and seals the original only when redaction changed it", () => {
    const argumentsSent = { key: "launch", value: jsonCredential };
    const copy = redactAndSeal(argumentsSent, redactor);
    expect(leakedPieces(JSON.stringify(copy)).length).toBe(0);
    expect(copy.sealed).not.toBeNull();
    expect(unsealed(copy.shown, copy.sealed)).toEqual(argumentsSent);
    const plain = redactAndSeal({ key: "launch", value: "3 March" }, redactor);
    expect(plain).toEqual({ shown: { key: "launch", value: "3 March" }, sealed: null });
    expect(unsealed(plain.shown, plain.sealed)).toEqual({ key: "launch", value: "3 March" });
  });

  it("keeps a scripted model's script redacted in the column and playable from the seal", () => {
    const spec = { provider: "scripted" as const, script: [{ calls: [{ name: "os__set_context", arguments: { value: pemKey } }] }, { text: `done ${jsonCredential}` }] };
    const stored = storedModelSpec(spec, redactor);
    expect(leakedPieces(JSON.stringify(stored))).toEqual([]);
    expect(executableModelSpec(stored)).toEqual(spec);
    // An older row (or a spec with nothing to redact) is used as it is.
    expect(executableModelSpec({ provider: "scripted", script: [] })).toEqual({ provider: "scripted", script: [] });
    expect(storedModelSpec({ provider: "openai", model: "gpt" }, redactor)).toEqual({ provider: "openai", model: "gpt" });
  });
});

describe("read_transcript rows", () => {
  it("are redacted before the 400-character cut, so no part of a value is left in the head", () => {
    // The PEM's second line starts at character 380 of the arguments' JSON: a cut at 400 keeps its first 20
    // characters, which no exact match of the whole value finds.
    const argumentsSent = { padding: "p".repeat(330), key: pemKey };
    const rows = {
      status: "succeeded", input: `use ${jsonCredential}`, output: `done with ${pemKey}`, createdAt: new Date(0), startedAt: null,
      modelTurns: [{ modelText: `here: ${pemKey}`, calls: [{ name: "os__set_context", arguments: argumentsSent, ref: null }] }],
    };
    const turn = transcriptTurn(1, redactRunRows(rows, redactor.text));
    expect(leakedPieces(JSON.stringify(turn))).toEqual([]);
    expect(turn.calls[0].arguments).toContain(`"key":"[REDACTED`);
    // Unredacted, the head would have carried the key's first characters: the test can fail.
    expect(leakedPieces(JSON.stringify(transcriptTurn(1, rows))).length).toBeGreaterThan(0);
  });
});
