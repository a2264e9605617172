// The kinds of value a setting can hold, each with its default and one behaviour for a bad value: a
// sentence naming the variable and what is wrong (CONTRACT.md, Conventions: limits have names and
// defaults and are configurable by environment variable). Unset or blank means the default.

import { z } from "zod";
import { parseAllowList } from "./allow-list-setting";

export const isBlank = (text: string | undefined): text is undefined => text === undefined || text.trim() === "";

type WholeNumberRule = { least: number; most?: number; unit?: string };

function describeWholeNumber({ least, most, unit }: WholeNumberRule): string {
  const of = unit === undefined ? "" : ` of ${unit}`;
  if (most !== undefined) return `a whole number${of} from ${least} to ${most}`;
  if (least === 1) return `a positive whole number${of}`;
  return `a whole number${of} of at least ${least}`;
}

/** A number written in `digits` that `fits`; anything else is refused with what it must be. */
function numeric(name: string, defaultValue: number, digits: RegExp, fits: (value: number) => boolean, mustBe: string) {
  return z
    .string()
    .optional()
    .transform((text, context) => {
      if (isBlank(text)) return defaultValue;
      const value = digits.test(text.trim()) ? Number(text.trim()) : Number.NaN;
      if (fits(value)) return value;
      context.addIssue({ code: "custom", message: `${name} must be ${mustBe}, not ${JSON.stringify(text)}.` });
      return z.NEVER;
    });
}

/** Digits only (no sign, fraction, exponent or hex), within the rule's bounds. */
export function wholeNumber(name: string, defaultValue: number, rule: WholeNumberRule) {
  const fits = (value: number) => Number.isSafeInteger(value) && value >= rule.least && (rule.most === undefined || value <= rule.most);
  return numeric(name, defaultValue, /^\d+$/, fits, describeWholeNumber(rule));
}

/** Seconds, a fraction allowed (0.5), at least `least`. */
export function seconds(name: string, defaultValue: number, least: number) {
  return numeric(name, defaultValue, /^\d+(\.\d+)?$/, (value) => value >= least, `a number of seconds of at least ${least}`);
}

/** Free text, trimmed; blank is the default (undefined: the setting is simply not given). */
export function text<Default extends string | undefined>(defaultValue: Default) {
  return z
    .string()
    .optional()
    .transform((value): string | Default => (isBlank(value) ? defaultValue : value.trim()));
}

/** A PostgreSQL connection URL (postgres:// or postgresql://), or unset. */
export function postgresUrl(name: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (isBlank(value)) return undefined;
      const trimmed = value.trim();
      const protocol = URL.canParse(trimmed) ? new URL(trimmed).protocol : null;
      if (protocol === "postgres:" || protocol === "postgresql:") return trimmed;
      context.addIssue({ code: "custom", message: `${name} must be a postgresql:// URL, not ${JSON.stringify(value)}.` });
      return z.NEVER;
    });
}

/** An http:// or https:// URL without a query or fragment (trailing slashes dropped), or unset. */
export function httpUrl(name: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (isBlank(value)) return undefined;
      const trimmed = value.trim().replace(/\/+$/, "");
      const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
      if (url !== null && (url.protocol === "http:" || url.protocol === "https:") && url.search === "" && url.hash === "") return trimmed;
      context.addIssue({ code: "custom", message: `${name} must be an http:// or https:// URL without a query, not ${JSON.stringify(value)}.` });
      return z.NEVER;
    });
}

export const SECRET_KEY_BYTES = 32;

/** TOLLGATE_SECRET_KEY's rule: base64 of exactly 32 bytes (AES-256-GCM). Throws a sentence that says what to do. */
export function decodeSecretKey(encoded: string): Buffer {
  const key = Buffer.from(encoded.trim(), "base64");
  if (key.length !== SECRET_KEY_BYTES) {
    throw new Error(`TOLLGATE_SECRET_KEY must be ${SECRET_KEY_BYTES} bytes in base64 (it decodes to ${key.length}). Create one with: openssl rand -base64 32`);
  }
  return key;
}

/** A value checked by a parser that throws a sentence naming the variable (the secret key, the allow list). */
export function parsedBy<Value>(parse: (value: string | undefined) => Value) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parse(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    });
}

export const secretKey = () => parsedBy((value) => (isBlank(value) ? undefined : decodeSecretKey(value)));

export const egressAllowList = () => parsedBy(parseAllowList);

const CONNECTOR_NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Issue 10: TOLLGATE_PLATFORM_KEYS, the operator's platform keys, comma-separated `connector=key` entries
 * (`github=ghp_…,slack=xoxb-…`); a key holds no comma. A connector named twice, a malformed name or an empty
 * key is refused naming the entry's connector, never quoting a key.
 */
export function parsePlatformKeys(value: string | undefined): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  if (isBlank(value)) return keys;
  for (const [position, entry] of value.split(",").entries()) {
    if (entry.trim() === "") continue;
    const equals = entry.indexOf("=");
    const connector = (equals < 0 ? entry : entry.slice(0, equals)).trim();
    const key = equals < 0 ? "" : entry.slice(equals + 1).trim();
    const which = CONNECTOR_NAME.test(connector) ? `connector ${connector}` : `entry ${position + 1}`;
    if (!CONNECTOR_NAME.test(connector) || key === "") {
      throw new Error(`TOLLGATE_PLATFORM_KEYS must be comma-separated connector=key entries; ${which} is not one.`);
    }
    if (keys.has(connector)) throw new Error(`TOLLGATE_PLATFORM_KEYS names connector ${connector} twice.`);
    keys.set(connector, key);
  }
  return keys;
}

export const platformKeys = () => parsedBy(parsePlatformKeys);

const PRICE = /^\d+(\.\d+)?$/;

/**
 * Issue 23, item 8: MODEL_PRICES, US dollars per million tokens, comma-separated `model=input/output` entries
 * (`gpt-4.1-mini=0.40/1.60,claude-sonnet-4-5=3/15`). A model is named as its ModelSpec names it. A malformed
 * entry or a model named twice is refused naming it.
 */
export function parseModelPrices(value: string | undefined): ReadonlyMap<string, { input: number; output: number }> {
  const prices = new Map<string, { input: number; output: number }>();
  if (isBlank(value)) return prices;
  for (const [position, entry] of value.split(",").entries()) {
    if (entry.trim() === "") continue;
    const equals = entry.lastIndexOf("=");
    const model = (equals < 0 ? entry : entry.slice(0, equals)).trim();
    const [input = "", output = "", ...rest] = (equals < 0 ? "" : entry.slice(equals + 1)).split("/").map((part) => part.trim());
    const which = model === "" ? `entry ${position + 1}` : `the entry for ${model}`;
    if (model === "" || !PRICE.test(input) || !PRICE.test(output) || rest.length > 0) {
      throw new Error(`MODEL_PRICES must be comma-separated model=input/output entries in dollars per million tokens (gpt-4.1-mini=0.40/1.60); ${which} is not one.`);
    }
    if (prices.has(model)) throw new Error(`MODEL_PRICES names ${model} twice.`);
    prices.set(model, { input: Number(input), output: Number(output) });
  }
  return prices;
}

export const modelPrices = () => parsedBy(parseModelPrices);

/** A Unix account name (letters, digits, `_`, `-`, not starting with `-`), or the default when blank. */
export function accountName(name: string, defaultValue: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (isBlank(value)) return defaultValue;
      const trimmed = value.trim();
      if (/^[A-Za-z_][A-Za-z0-9_-]{0,31}$/.test(trimmed)) return trimmed;
      context.addIssue({ code: "custom", message: `${name} must be a user name (letters, digits, _ and -, at most 32), not ${JSON.stringify(value)}.` });
      return z.NEVER;
    });
}

/** A mail domain (`tollgate.local`, `mail.example.org`): dot-separated labels of letters, digits and hyphens, lowercased. */
export function mailDomain(name: string, defaultValue: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (isBlank(value)) return defaultValue;
      const domain = value.trim().toLowerCase();
      if (domain.length <= 253 && /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(domain)) return domain;
      context.addIssue({ code: "custom", message: `${name} must be a mail domain such as tollgate.local, not ${JSON.stringify(value)}.` });
      return z.NEVER;
    });
}

/** One of a few words (lowercase), unset or blank the first; anything else refused naming the choices. */
export function choice<const Words extends readonly [string, ...string[]]>(name: string, words: Words) {
  return z
    .string()
    .optional()
    .transform((value, context): Words[number] => {
      if (isBlank(value)) return words[0];
      const word = value.trim().toLowerCase();
      const found = words.find((candidate) => candidate === word);
      if (found !== undefined) return found;
      context.addIssue({ code: "custom", message: `${name} must be ${words.join(" or ")}, not ${JSON.stringify(value)}.` });
      return z.NEVER;
    });
}

/** On or off: `1`/`true`/`on` or `0`/`false`/`off` (unset or blank: off). */
export function flag(name: string) {
  return z
    .string()
    .optional()
    .transform((value, context): boolean => {
      if (isBlank(value)) return false;
      const word = value.trim().toLowerCase();
      if (["1", "true", "on"].includes(word)) return true;
      if (["0", "false", "off"].includes(word)) return false;
      context.addIssue({ code: "custom", message: `${name} must be 1 or 0, not ${JSON.stringify(value)}.` });
      return z.NEVER;
    });
}

/** Issue 19: an smtp:// or smtps:// URL (`smtp://[user:pass@]host:port`), or unset. */
export function smtpUrl(name: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (isBlank(value)) return undefined;
      const trimmed = value.trim();
      const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
      if (url !== null && (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "") return trimmed;
      // The value may carry a password: the sentence names the variable, never the value.
      context.addIssue({ code: "custom", message: `${name} must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.org:587.` });
      return z.NEVER;
    });
}

/** A TCP port (1–65535), or unset: the service it opens is off. */
export function optionalPort(name: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (isBlank(value)) return undefined;
      const trimmed = value.trim();
      const port = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      if (Number.isSafeInteger(port) && port >= 1 && port <= 65_535) return port;
      context.addIssue({ code: "custom", message: `${name} must be a whole number from 1 to 65535, not ${JSON.stringify(value)}.` });
      return z.NEVER;
    });
}
