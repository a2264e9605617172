// Issue 12, item 5: the API keeps its codes, field paths and zod's own words for whoever reads the JSON;
// people read sentences. This maps a field path and its problem to a sentence a person can act on
// ("The tool-call budget must be at least 1."), and a reason the offer gives ("config.memory is false")
// to what it means for the agent. Shared by the console and its tests; nothing here reaches the API.

/** What a person calls each field the console's forms send, by the path the API names in `details`. */
const FIELD_NAMES: Record<string, string> = {
  name: "the name",
  email: "the email",
  password: "the password",
  value: "the value",
  roles: "the roles",
  toolCallBudget: "the tool-call budget",
  maxIterations: "the iteration cap",
  previews: "previews",
  guildId: "the guild",
  agentId: "the agent",
  taskId: "the task",
  tool: "the tool",
  arguments: "the arguments",
  input: "the input",
  kind: "the run kind",
  tools: "the declared tools",
  gates: "the gated tools",
  note: "the note",
  "model.provider": "the provider",
  "model.baseUrl": "the base URL",
  "model.model": "the model name",
  "model.apiKeySecret": "the API key secret",
  "model.script": "the script",
  "model.system": "the system prompt",
};

/** The field as a person names it: "the tool-call budget", "the memory flag", "tool declaration 3". */
export function fieldName(path: string): string {
  const known = FIELD_NAMES[path];
  if (known) return known;
  const [head, second, ...rest] = path.split(".");
  if (head === "flags" && second) return `the ${second} flag`;
  if (head === "bindings" && second) return `the ${second} binding`;
  if (head === "connectors" && second) return `the ${second} connector`;
  if ((head === "tools" || head === "gates") && /^\d+$/.test(second ?? "") && rest.length === 0) {
    return `${head === "tools" ? "tool declaration" : "gated tool"} ${Number(second) + 1}`;
  }
  if (head === "model" && second === "script" && /^\d+$/.test(rest[0] ?? "")) return `turn ${Number(rest[0]) + 1} of the script`;
  return path === "" ? "the request" : `the field ${path}`;
}

const TYPE_WORDS: Record<string, string> = {
  number: "a number",
  int: "a whole number",
  string: "text",
  boolean: "on or off",
  array: "a list",
  object: "a set of fields",
};

const formatNumber = (text: string) => Number(text).toLocaleString("en-US");

/** zod's wording of a problem (as lib/server/http/zod-problems.ts passes it on), as the end of a sentence. */
const ZOD_CLAUSES: [RegExp, (...groups: string[]) => string][] = [
  [/^Too small: expected number to be >=(-?[\d.]+)$/, (limit) => `must be at least ${formatNumber(limit)}`],
  [/^Too small: expected number to be >(-?[\d.]+)$/, (limit) => `must be more than ${formatNumber(limit)}`],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, (limit) => `must be at most ${formatNumber(limit)}`],
  [/^Too big: expected number to be <(-?[\d.]+)$/, (limit) => `must be less than ${formatNumber(limit)}`],
  [/^Too small: expected string to have >=1 characters$/, () => "must not be empty"],
  [/^Too small: expected string to have >=(\d+) characters$/, (limit) => `must be at least ${formatNumber(limit)} characters long`],
  [/^Too big: expected string to have <=(\d+) characters$/, (limit) => `must be at most ${formatNumber(limit)} characters long`],
  [/^Too small: expected array to have >=(\d+) items$/, (limit) => `needs at least ${formatNumber(limit)} ${limit === "1" ? "entry" : "entries"}`],
  [/^Too big: expected array to have <=(\d+) items$/, (limit) => `can hold at most ${formatNumber(limit)} ${limit === "1" ? "entry" : "entries"}`],
  [/^Invalid input: expected (\w+), received (?:undefined|null)$/, (type) => `is required (${TYPE_WORDS[type] ?? type})`],
  [/^Invalid input: expected (\w+), received \w+$/, (type) => `must be ${TYPE_WORDS[type] ?? type}`],
  [/^Invalid option: expected one of (.+)$/, (options) => `must be one of ${options.replaceAll('"', "").split("|").join(", ")}`],
  [/^Invalid URL$/, () => "must be a web address such as https://example.org"],
  [/^Invalid (?:ISO )?datetime$/, () => "must be a date and time"],
  [/^Required\.?$/, () => "is required"],
  [/^Unknown field\.?$/, () => "is not something this form can set"],
  [/^Unrecognized key: "(.+)"$/, (key) => `does not take ${key}`],
];

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * One field's problem as a sentence: zod's wording rewritten with the field's name, a message the API
 * already wrote for people ("Give the agent a name.") kept as it is.
 */
export function problemSentence(path: string, message: string): string {
  const trimmed = message.trim().replace(/\.$/, "");
  for (const [pattern, clause] of ZOD_CLAUSES) {
    const match = pattern.exec(trimmed);
    if (match) return `${capitalised(fieldName(path))} ${clause(...match.slice(1))}.`;
  }
  // "baseUrl must be an http(s) URL": the field's own key, as the API names it, becomes the field's name.
  const key = path.split(".").at(-1) ?? "";
  if (key !== "" && message.startsWith(`${key} `) && FIELD_NAMES[path] !== undefined) return asSentence(`${capitalised(fieldName(path))}${message.slice(key.length)}`);
  return asSentence(capitalised(message));
}

/** A field problem of a 422's `details`. */
export type WordedProblem = { path: string; message: string };

// The shape of lib/server/http/zod-problems.ts's message: "<path> is invalid: <zod's words>.".
const INVALID_FIELD = /^(.+?) is invalid: (.+)$/;

/**
 * The one sentence a refusal shows: for a 422 naming fields, the first field's problem in people's words;
 * for every other answer the API's message, which is written for people already.
 */
export function refusalSentence(code: string, message: string, details: readonly WordedProblem[] = []): string {
  if (code === "invalid_request" || code === "unknown") {
    const first = details[0];
    if (first) {
      const more = details.length - 1;
      const rest = more === 0 ? "" : more === 1 ? " One more problem is marked." : ` ${more} more problems are marked.`;
      return `${problemSentence(first.path, first.message)}${rest}`;
    }
    const match = INVALID_FIELD.exec(message.trim());
    if (match && !match[1].startsWith("The ")) return problemSentence(match[1], match[2]);
  }
  return asSentence(message);
}

// lib/runtime/offer/availability-rule.ts: the reasons the offer gives for a tool left out, in clauses.
// browser and coding offer only when on; scripting and memory unless turned off.
const FLAG_OFF: Record<string, string> = {
  browser: "The browser flag is off for this agent",
  coding: "The coding flag is off for this agent",
  scripting: "The scripting flag is turned off for this agent",
  memory: "The memory flag is turned off for this agent",
};

const RUN_KINDS: Record<string, string> = { direct: "direct", group_chat: "group-chat", schedule: "scheduled" };

/** Why a tool is left out of a run, as a sentence ("config.memory is false" → "The memory flag is turned off …"). */
export function offerReasonSentence(reason: string): string {
  const flag = /^config\.(\w+) is (?:not true|false)$/.exec(reason);
  if (flag) return `${FLAG_OFF[flag[1]] ?? `The ${flag[1]} flag is off for this agent`}.`;
  const kind = /^not offered in a (\w+) run$/.exec(reason);
  if (kind) return `Not offered in a ${RUN_KINDS[kind[1]] ?? kind[1]} run.`;
  if (reason === "planned") return "Planned: no handler answers this tool yet.";
  return asSentence(capitalised(reason));
}
