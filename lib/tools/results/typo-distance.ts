// The typos between two words: insertions, deletions, substitutions, and two neighbouring letters swapped
// ("reslut" for "result"), each counting one — the optimal-string-alignment distance. Plain Levenshtein
// would count a swap as two and miss the commonest typo of a five-letter word.

export function typoDistance(from: string, to: string): number {
  const rows: number[][] = [Array.from({ length: to.length + 1 }, (_, index) => index)];
  for (let row = 1; row <= from.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= to.length; column += 1) {
      const same = from[row - 1] === to[column - 1];
      let best = Math.min(rows[row - 1][column] + 1, current[column - 1] + 1, rows[row - 1][column - 1] + (same ? 0 : 1));
      const swapped = row > 1 && column > 1 && from[row - 1] === to[column - 2] && from[row - 2] === to[column - 1];
      if (swapped) best = Math.min(best, rows[row - 2][column - 2] + 1);
      current[column] = best;
    }
    rows.push(current);
  }
  return rows[from.length][to.length];
}
