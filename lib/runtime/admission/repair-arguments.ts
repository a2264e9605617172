// Seed "tool rules", Argument repair: arguments are fitted to the shape the tool asked for before the tool
// refuses them — a list sent as JSON text, a one-element list sent as the element, a one-element list of
// objects flattened into the call. Each rule reads only the tool's own schema, so no tool is named here,
// and a rule fires only where the schema leaves one reading; otherwise the arguments go through as sent
// and validation's refusal names what was wrong.
//
// Only top-level properties are repaired: the three shapes models get wrong are all at the top of a call,
// and repairing inside nested objects would multiply the readings a schema leaves open.

import type { JsonSchema } from "../catalog/tool-definition";

export type ArgumentRepair = { arguments: Record<string, unknown>; repairs: string[] };

type Schema = Record<string, unknown>;

// Seed "running tools": a schema part that uses these is not judged, so no rule reads it either.
const unjudgedKeywords = ["$ref", "oneOf", "anyOf", "allOf", "not"];

function isObject(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isJudged(schema: unknown): schema is Schema {
  return isObject(schema) && !unjudgedKeywords.some((keyword) => keyword in schema);
}

function typesOf(schema: Schema): string[] {
  return Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === "string" ? [schema.type] : [];
}

function namesOf(list: unknown): string[] {
  return Array.isArray(list) ? list.map(String) : [];
}

function hasKey(object: Schema, key: string): boolean {
  return Object.hasOwn(object, key);
}

const numericText = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/** Whether one of the declared kinds takes the value, counting the casts validation lets through ("5", "true"). */
function fitsKind(value: unknown, types: readonly string[]): boolean {
  return types.some((type) => {
    switch (type) {
      case "string":
        return typeof value === "string";
      case "integer":
        return Number.isInteger(value) || (typeof value === "string" && numericText.test(value) && Number.isInteger(Number(value)));
      case "number":
        return typeof value === "number" || (typeof value === "string" && numericText.test(value));
      case "boolean":
        return typeof value === "boolean" || value === "true" || value === "false";
      case "object":
        return isObject(value);
      case "array":
        return Array.isArray(value);
      case "null":
        return value === null;
      default:
        return false;
    }
  });
}

/** A loose fit: the element's kind, and for an object its required keys (and no key a closed item excludes). */
function fitsItem(value: unknown, item: Schema): boolean {
  const types = typesOf(item);
  if (types.length > 0 && !fitsKind(value, types)) return false;
  if (!isObject(value)) return true;
  if (!namesOf(item.required).every((key) => hasKey(value, key))) return false;
  const properties = isObject(item.properties) ? item.properties : {};
  return item.additionalProperties !== false || Object.keys(value).every((key) => hasKey(properties, key));
}

/** The item schema of a property declared a list (["array", "null"] included; {} when items are open), else null. */
function listItemsOf(property: unknown): Schema | null {
  if (!isJudged(property) || !typesOf(property).includes("array")) return null;
  if (property.items === undefined) return {};
  return isJudged(property.items) ? property.items : null;
}

function parsedList(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

type PropertyRepair = { value: unknown; repair: string };

/** Rules one and two, for one top-level property; null when the value fits or two readings remain. */
function repairProperty(name: string, value: unknown, property: unknown): PropertyRepair | null {
  const items = listItemsOf(property);
  if (!items || !isJudged(property)) return null;
  // Never repair what already fits: a list, or a value the property also takes directly (a string|array union).
  if (Array.isArray(value) || fitsKind(value, typesOf(property))) return null;
  if (typeof value === "string") {
    const list = parsedList(value);
    // Text holding a list whose elements do not fit reads two ways (that list, or one text element): leave it.
    if (list && !list.every((element) => fitsItem(element, items))) return null;
    if (list) return { value: list, repair: `${name}: a list sent as JSON text was parsed` };
  }
  // An element's kind must be declared for a lone value to be read as one.
  if (typesOf(items).length === 0 || !fitsItem(value, items)) return null;
  return { value: [structuredClone(value)], repair: `${name}: a single value was wrapped in a list` };
}

/** The keys a missing list-of-objects property would take from the call's foreign keys, or null. */
function keysTaken(property: unknown, foreign: readonly string[]): string[] | null {
  const items = listItemsOf(property);
  if (!items || !typesOf(items).includes("object") || !isObject(items.properties)) return null;
  const itemProperties = items.properties;
  const taken = foreign.filter((key) => hasKey(itemProperties, key));
  if (taken.length === 0 || !namesOf(items.required).every((key) => taken.includes(key))) return null;
  return taken;
}

/** Rule three: a one-element list of objects flattened into the call, folded back when one list could take it. */
function foldFlattenedItem(schema: Schema, properties: Schema, input: Record<string, unknown>): ArgumentRepair | null {
  const foreign = Object.keys(input).filter((key) => !hasKey(properties, key));
  if (foreign.length === 0) return null;
  const candidates = Object.entries(properties)
    .filter(([name]) => !hasKey(input, name))
    .map(([name, property]) => ({ name, taken: keysTaken(property, foreign) }))
    .filter((candidate): candidate is { name: string; taken: string[] } => candidate.taken !== null);
  // Seed: "the names of an edit fold into edits because it is the only list the call is missing".
  if (candidates.length !== 1 || !namesOf(schema.required).includes(candidates[0].name)) return null;
  const { name, taken } = candidates[0];
  const item = Object.fromEntries(taken.map((key) => [key, structuredClone(input[key])]));
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !taken.includes(key)));
  const repair = `${name}: the call's fields ${taken.join(", ")} were folded into a one-element list`;
  return { arguments: { ...rest, [name]: [item] }, repairs: [repair] };
}

export function repairArguments(schema: JsonSchema, argumentsObject: Record<string, unknown>): ArgumentRepair {
  const unchanged = { arguments: argumentsObject, repairs: [] };
  if (!isJudged(schema) || !isObject(schema.properties)) return unchanged;
  const properties = schema.properties;
  const repaired: Record<string, unknown> = { ...argumentsObject };
  const repairs: string[] = [];
  for (const [name, value] of Object.entries(argumentsObject)) {
    if (!hasKey(properties, name)) continue;
    const fix = repairProperty(name, value, properties[name]);
    if (!fix) continue;
    repaired[name] = fix.value;
    repairs.push(fix.repair);
  }
  const folded = foldFlattenedItem(schema, properties, repaired);
  if (folded) return { arguments: folded.arguments, repairs: [...repairs, ...folded.repairs] };
  return repairs.length > 0 ? { arguments: repaired, repairs } : unchanged;
}
