// Seed "built-in tools", Errors (`unknown_tool_name`): the model is told the task's closest tools.

function editDistance(left: string, right: string): number {
  const previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= right.length; j += 1) {
      const above = previous[j];
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[right.length];
}

export function closestNames(name: string, candidates: readonly string[], count: number): string[] {
  const target = name.toLowerCase();
  return [...new Set(candidates)]
    .map((candidate) => ({ candidate, distance: editDistance(target, candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map((scored) => scored.candidate);
}
