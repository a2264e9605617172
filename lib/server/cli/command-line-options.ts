import { parseArgs } from "node:util";
import { ROLES, type Role } from "@/lib/contracts/role";
import { SCOPES, type Scope } from "../auth/scopes";
import { UsageError } from "./usage-error";

// Flag parsing shared by the commands: strict (an unknown flag is an error, not ignored) and every
// message one line that says what was expected.

type FlagSpecification = Record<string, { type: "string" }>;

export function parseFlags(commandLine: readonly string[], names: readonly string[]): Record<string, string | undefined> {
  const options: FlagSpecification = Object.fromEntries(names.map((name) => [name, { type: "string" as const }]));
  try {
    const { values } = parseArgs({ args: [...commandLine], options, strict: true, allowPositionals: false });
    return values as Record<string, string | undefined>;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split("\n")[0] : String(error));
  }
}

export function requireFlag(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`Missing --${name}.`);
  return value;
}

export function parseEmail(text: string): string {
  const email = text.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`"${text}" is not an email address.`);
  return email;
}

function parseList<T extends string>(text: string, allowed: readonly T[], what: string): T[] {
  const names = text.split(",").map((name) => name.trim()).filter((name) => name !== "");
  if (names.length === 0) throw new UsageError(`Name at least one ${what}: ${allowed.join(", ")}.`);
  const unknown = names.find((name) => !(allowed as readonly string[]).includes(name));
  if (unknown !== undefined) throw new UsageError(`Unknown ${what} "${unknown}". Known: ${allowed.join(", ")}.`);
  return [...new Set(names as T[])];
}

export function parseRoles(text: string): Role[] {
  return parseList(text, ROLES, "role");
}

export function parseScopes(text: string): Scope[] {
  return parseList(text, SCOPES, "scope");
}
