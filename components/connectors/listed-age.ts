// How old a login's stored tool list is, in words: "listed just now", "listed 3 min ago", "listed 2 h ago".

export function listedAgo(listedAt: string | null, now: Date): string {
  if (listedAt === null) return "never listed";
  const then = new Date(listedAt).getTime();
  if (Number.isNaN(then)) return "never listed";
  const seconds = Math.max(0, Math.floor((now.getTime() - then) / 1000));
  if (seconds < 45) return "listed just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `listed ${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `listed ${hours} h ago`;
  return `listed ${Math.round(hours / 24)} days ago`;
}
