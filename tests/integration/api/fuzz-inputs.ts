// Malformed requests for the route fuzz test (issue 8, "Done when"): a seeded random source, and the kinds
// of bad input an attacker or a broken client sends — bad JSON, wrong types, deep nesting, __proto__,
// huge strings within the body limit, bad encodings, wrong media types — plus near-valid bodies with one
// field broken, which reach past validation into the use cases.

export type Random = {
  next: () => number;
  integer: (below: number) => number;
  pick: <Item>(items: readonly Item[]) => Item;
  chance: (probability: number) => boolean;
};

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (below: number) => Math.floor(next() * below);
  return { next, integer, pick: (items) => items[integer(items.length)]!, chance: (probability) => next() < probability };
}

export const ODD_STRINGS = [
  "",
  " ",
  "x",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udc00x",
  "😀",
  "\\ud800",
  "%",
  "%ff%fe",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\r\n\t",
  "null",
  "0",
  "-1",
  "1e999",
  "00000000-0000-0000-0000-000000000000",
  "x".repeat(5_000),
];

const FIELD_NAMES = [
  "name", "flags", "bindings", "toolCallBudget", "maxIterations", "previews", "tools", "gates", "value", "agentId",
  "taskId", "conversationId", "kind", "input", "model", "provider", "script", "baseUrl", "apiKeySecret", "decision",
  "note", "runId", "callId", "tool", "arguments", "email", "password", "guildId", "status", "__proto__", "constructor",
];

export function oddValue(random: Random, depth = 0): unknown {
  switch (random.integer(depth > 2 ? 8 : 11)) {
    case 0: return null;
    case 1: return random.pick([true, false]);
    case 2: return random.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 10_001]);
    case 3: case 4: case 5: return random.pick(ODD_STRINGS);
    case 6: return String(random.integer(1_000_000));
    case 7: return {};
    case 8: return Array.from({ length: random.integer(4) }, () => oddValue(random, depth + 1));
    case 9: return oddObject(random, depth + 1);
    default: return [random.pick(ODD_STRINGS)];
  }
}

/** An own property even for "__proto__" (plain assignment would set the prototype), as JSON.parse makes it. */
function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

export function oddObject(random: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let index = random.integer(5); index > 0; index--) setOwn(object, random.pick(FIELD_NAMES), oddValue(random, depth + 1));
  return object;
}

function nested(depth: number, random: Random): string {
  const open = random.chance(0.5) ? "[" : '{"a":';
  const close = open === "[" ? "]" : "}";
  return open.repeat(depth) + "1" + close.repeat(depth);
}

/** Valid-looking bodies with one value replaced: they pass the JSON stage and exercise schemas and use cases. */
function mutated(seed: unknown, random: Random): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(seed));
  const containers: Record<string, unknown>[] = [];
  const walk = (value: unknown) => {
    if (typeof value !== "object" || value === null) return;
    containers.push(value as Record<string, unknown>);
    Object.values(value).forEach(walk);
  };
  walk(copy);
  const target = random.pick(containers);
  const keys = Object.keys(target);
  const key = keys.length === 0 || random.chance(0.15) ? random.pick(FIELD_NAMES) : random.pick(keys);
  if (random.chance(0.1)) delete target[key];
  else setOwn(target, key, oddValue(random));
  return copy;
}

export type FuzzBody = { description: string; bytes: Uint8Array<ArrayBuffer> | null; contentType: string | null };

const encoder = new TextEncoder();

function text(description: string, body: string, contentType: string | null = "application/json"): FuzzBody {
  return { description, bytes: encoder.encode(body), contentType };
}

/** One malformed (or near-valid) body. `seeds` are valid bodies for the route, when it has some. */
export function fuzzBody(random: Random, seeds: readonly unknown[]): FuzzBody {
  const seed = seeds.length > 0 ? random.pick(seeds) : oddObject(random);
  switch (random.integer(12)) {
    case 0:
      return text("bad JSON", random.pick(["{", '{"a":', "[1,]", "nul", '"unterminated', "{'a':1}", "{}{}", "\u0000", "1 2", "[".repeat(10)]));
    case 1:
      return text("a JSON value of the wrong type", JSON.stringify(random.pick([null, 1, "text", true, [], [seed], -0])));
    case 2:
      return text("deep nesting", nested(random.pick([63, 64, 65, 200, 5_000]), random));
    case 3:
      return text("__proto__ and constructor keys", `{"__proto__": {"admin": true, "roles": ["admin"]}, "constructor": {"prototype": {"x": 1}}, ${JSON.stringify(seed).slice(1)}`);
    case 4: {
      const size = random.pick([70_000, 250_000, 1_000_000, 3_000_000]);
      const body = mutated(seed, random);
      const withHuge = typeof body === "object" && body !== null && !Array.isArray(body) ? { ...body, [random.pick(FIELD_NAMES.filter((name) => name !== "__proto__"))]: "y".repeat(size) } : { input: "y".repeat(size) };
      return text(`a ${size}-character string`, JSON.stringify(withHuge));
    }
    case 5: {
      const bad = random.pick([[0xff, 0xfe], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0x80]]);
      const before = encoder.encode('{"name":"');
      const after = encoder.encode('"}');
      return { description: `bytes that are not UTF-8 (${bad.join(",")})`, bytes: new Uint8Array([...before, ...bad, ...after]), contentType: "application/json" };
    }
    case 6:
      return text("escapes PostgreSQL cannot store", random.pick(['{"name":"\\u0000"}', '{"name":"\\ud800"}', '{"\\udfff":1}', '{"input":"a\\u0000b","name":"\\\\ud800"}']));
    case 7:
      return text("a JSON body under another media type", JSON.stringify(seed), random.pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null, "application/json-patch+json"]));
    case 8:
      return text("a byte-order mark and whitespace", `\ufeff ${JSON.stringify(seed)} \n`);
    default:
      return text("a valid body with one field broken", JSON.stringify(mutated(seed, random)));
  }
}

export function fuzzQuery(random: Random): string {
  if (random.chance(0.5)) return "";
  const keys = ["status", "limit", "offset", "agentId", "cursor", "tool", "q", "__proto__", "status[]"];
  const parts = Array.from({ length: 1 + random.integer(3) }, () => {
    const odd = oddValue(random);
    const value = typeof odd === "string" ? odd : JSON.stringify(odd);
    return `${encodeURIComponent(random.pick(keys))}=${safeEncode(value)}`;
  });
  return `?${parts.join("&")}`;
}

/** encodeURIComponent, or a placeholder for a string it refuses (a lone surrogate). */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%EF%BF%BD";
  }
}
