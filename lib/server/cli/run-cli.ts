import { createPrismaClient } from "../db";
import { prepareDatabase } from "../database/prepare-database";
import type { CliCommand, CliContext, CliOutput } from "./cli-command";
import { connectorCheckCommand } from "./connector-check-command";
import { createOrganisationCommand } from "./create-organisation-command";
import { createTokenCommand } from "./create-token-command";
import { createUserCommand } from "./create-user-command";
import { UsageError } from "./usage-error";

// `npm run tollgate -- <noun> <verb> [flags]`. Works on a fresh install: with DATABASE_URL unset it
// starts the embedded PostgreSQL in .data/pg (or reuses the one `npm start` runs), migrates and seeds
// first, and stops what it started. Exit codes: 0 done, 1 failed, 2 the command line was wrong.

/** A command with its input type closed over: parse now, run once the database is ready (if it needs one). */
type CommandEntry = {
  name: string;
  usage: string;
  prepare: (commandLine: readonly string[]) => { database: true; run: (context: CliContext) => Promise<void> } | { database: false; run: (output: CliOutput) => Promise<void> };
};

function entry<Input>(command: CliCommand<Input>): CommandEntry {
  return {
    name: command.name,
    usage: command.usage,
    prepare: (commandLine) => {
      const input = command.parse(commandLine);
      return { database: true, run: (context) => command.run(input, context) };
    },
  };
}

/** A command that needs no database (`connector check`): it is given the output only. */
type StandaloneCommand<Input> = Omit<CliCommand<Input>, "run"> & { run: (input: Input, output: CliOutput) => Promise<void> };

function standalone<Input>(command: StandaloneCommand<Input>): CommandEntry {
  return {
    name: command.name,
    usage: command.usage,
    prepare: (commandLine) => {
      const input = command.parse(commandLine);
      return { database: false, run: (output) => command.run(input, output) };
    },
  };
}

const COMMANDS: readonly CommandEntry[] = [
  entry(createUserCommand),
  entry(createTokenCommand),
  entry(createOrganisationCommand),
  standalone(connectorCheckCommand),
];

export const defaultCliOutput: CliOutput = {
  result: (line) => process.stdout.write(`${line}\n`),
  note: (line) => process.stderr.write(`${line}\n`),
};

function usage(): string {
  return ["Usage: npm run tollgate -- <command>", ...COMMANDS.map((command) => `  ${command.usage}`)].join("\n");
}

function findCommand(commandLine: readonly string[]): CommandEntry {
  const name = commandLine.slice(0, 2).join(" ");
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    const known = COMMANDS.map((candidate) => `"${candidate.name}"`).join(", ");
    throw new UsageError(name ? `Unknown command "${name}". Commands: ${known} (see: npm run tollgate -- help).` : `Name a command: ${known} (see: npm run tollgate -- help).`);
  }
  return command;
}

async function execute(commandLine: readonly string[], output: CliOutput): Promise<void> {
  const command = findCommand(commandLine);
  const prepared = command.prepare(commandLine.slice(2));
  if (!prepared.database) return prepared.run(output);
  const database = await prepareDatabase(output.note);
  const prisma = createPrismaClient(database.url);
  try {
    await prepared.run({ prisma, seed: database.seed, output });
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

/** Runs one command line; returns the process exit code. Never throws. */
export async function runCli(commandLine: readonly string[], output: CliOutput = defaultCliOutput): Promise<number> {
  if (commandLine.length === 1 && ["help", "--help", "-h"].includes(commandLine[0])) {
    output.result(usage());
    return 0;
  }
  try {
    await execute(commandLine, output);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // One line: the first line of a long error (PostgreSQL's startup log follows on later lines).
    output.note(`tollgate: ${message.split("\n")[0]}`);
    return error instanceof UsageError ? error.exitCode : 1;
  }
}
