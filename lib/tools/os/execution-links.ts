// The links stored on a run (Run.executionLinks): read defensively, merged idempotently.

export type ExecutionLink = { url: string; label: string; addedAt: string };

export type LinkChange = "added" | "relabelled" | "unchanged";

export function readExecutionLinks(stored: unknown): ExecutionLink[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item): ExecutionLink[] => {
    if (typeof item !== "object" || item === null) return [];
    const { url, label, addedAt } = item as Record<string, unknown>;
    if (typeof url !== "string") return [];
    return [{ url, label: typeof label === "string" ? label : url, addedAt: typeof addedAt === "string" ? addedAt : "" }];
  });
}

/** The catalog's promise: adding the same URL again keeps one link, with the newer label. */
export function mergeExecutionLink(
  links: readonly ExecutionLink[],
  link: ExecutionLink,
): { links: ExecutionLink[]; change: LinkChange } {
  const existing = links.find((candidate) => candidate.url === link.url);
  if (existing === undefined) return { links: [...links, link], change: "added" };
  if (existing.label === link.label) return { links: [...links], change: "unchanged" };
  return {
    links: links.map((candidate) => (candidate.url === link.url ? { ...candidate, label: link.label } : candidate)),
    change: "relabelled",
  };
}
