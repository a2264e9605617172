// Readers for a handler's input. The runtime has validated it against the tool's schema already; these
// only narrow the types, and fail loudly if a schema and its handler ever disagree.

export type ToolInput = Record<string, unknown>;

export function requiredString(input: ToolInput, field: string): string {
  const value = input[field];
  if (typeof value !== "string") throw new Error(`the input field ${field} must be text`);
  return value;
}

export function optionalString(input: ToolInput, field: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new Error(`the input field ${field} must be text when given`);
  return value;
}

export function optionalStringList(input: ToolInput, field: string): string[] | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw new Error(`the input field ${field} must be a list of text when given`);
  }
  return value;
}

export function optionalInteger(input: ToolInput, field: string): number | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value)) throw new Error(`the input field ${field} must be a whole number`);
  return value;
}

/** A JSON object field (the schema says `type: "object"`): its top-level fields, never a list or null. */
export function requiredObject(input: ToolInput, field: string): Record<string, unknown> {
  const value = input[field];
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`the input field ${field} must be an object`);
  return value as Record<string, unknown>;
}

export function optionalObject(input: ToolInput, field: string): Record<string, unknown> | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  return requiredObject(input, field);
}
