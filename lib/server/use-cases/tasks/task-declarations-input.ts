import "server-only";

// A task's declarations and gates as they are saved: each entry trimmed, a gate named once.

export function savedDeclarations(tools: readonly string[]): string[] {
  return tools.map((entry) => entry.trim());
}

export function savedGates(gates: readonly string[]): string[] {
  return [...new Set(gates.map((gate) => gate.trim()))];
}
