// Seed "tools in a run", Results, step 4: the trailer `remaining_tool_calls: N`, with the wrap-up line
// above it when N is at or below the low-budget threshold (8).

export const lowBudgetLine = "Write durable findings and finish with text. A batch costs one call each.";

export function trailerFor(remainingToolCalls: number, lowBudgetThreshold: number): string {
  const count = `remaining_tool_calls: ${remainingToolCalls}`;
  return remainingToolCalls <= lowBudgetThreshold ? `${lowBudgetLine}\n${count}` : count;
}

export function appendTrailer(text: string, remainingToolCalls: number, lowBudgetThreshold: number): string {
  return `${text}\n\n${trailerFor(remainingToolCalls, lowBudgetThreshold)}`;
}

const trailerAtEnd = new RegExp(`\\n\\n(?:${lowBudgetLine.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n)?remaining_tool_calls: \\d+$`);

/** A stamped string without its trailer: the result itself. */
export function withoutTrailer(text: string): string {
  return text.replace(trailerAtEnd, "");
}
