// Seed "built-in tools", Declaring a tool: a task calls only the tools it declares; a declaration may pin
// a field to values (`<tool>#<field>=<v>,<v>`), fatally with `#!`. This is the parsed form the core uses.

export type Pin = { field: string; values: readonly string[]; fatal: boolean };

export type TaskDeclaration = { tool: string; pins: readonly Pin[] };

export type TaskSettings = {
  id: string;
  declarations: readonly TaskDeclaration[];
  /** Tools the task puts a gate on (seed "Gates and grants"). */
  gates: readonly string[];
};
