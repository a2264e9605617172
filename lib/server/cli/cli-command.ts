import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { SeedResult } from "../database/seed";

// The shape of one CLI command: parse (before any database is touched, so mistakes fail fast with
// exit code 2), then run against a migrated and seeded database.

export type CliOutput = {
  /** The command's answer: what a script reads (for `token create`, the token alone). */
  result: (line: string) => void;
  /** Everything said to the person: progress, notes, warnings. */
  note: (line: string) => void;
};

export type CliContext = { prisma: PrismaClient; seed: SeedResult; output: CliOutput };

export type CliCommand<Input> = {
  /** "user create" */
  name: string;
  usage: string;
  parse: (commandLine: readonly string[]) => Input;
  run: (input: Input, context: CliContext) => Promise<void>;
};
