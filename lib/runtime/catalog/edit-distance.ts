// Levenshtein distance: the fewest single-character insertions, deletions and substitutions that turn
// one string into the other. Used to name the closest tools when a model mistypes one.

export function editDistance(from: string, to: string): number {
  let previousRow = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let row = 1; row <= from.length; row += 1) {
    const currentRow = [row];
    for (let column = 1; column <= to.length; column += 1) {
      const substitution = previousRow[column - 1] + (from[row - 1] === to[column - 1] ? 0 : 1);
      currentRow[column] = Math.min(previousRow[column] + 1, currentRow[column - 1] + 1, substitution);
    }
    previousRow = currentRow;
  }
  return previousRow[to.length];
}
