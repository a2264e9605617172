// Issue 19: how the product writes addresses and Message-IDs. An address is compared lowercased and
// trimmed; a Message-ID is kept without its angle brackets and written with them in headers.

/** `Ana <Ana@Example.org>` or `ana@example.org ` → `ana@example.org`. */
export function normalizeAddress(address: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(address);
  return (bracketed ? bracketed[1] : address).trim().toLowerCase();
}

/** `<abc@host>` → `abc@host`; blank → null. */
export function bareMessageId(messageId: string | null | undefined): string | null {
  if (messageId === null || messageId === undefined) return null;
  const bare = messageId.trim().replace(/^<+/, "").replace(/>+$/, "").trim();
  return bare === "" ? null : bare;
}

/** Every Message-ID in a References or In-Reply-To header, in order, without brackets or repeats. */
export function messageIdsIn(header: string | readonly string[] | null | undefined): string[] {
  if (header === null || header === undefined) return [];
  const text = typeof header === "string" ? header : header.join(" ");
  const bracketed = [...text.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1]!);
  const ids = bracketed.length > 0 ? bracketed : text.split(/\s+/).map((part) => bareMessageId(part)).filter((part): part is string => part !== null);
  return [...new Set(ids)];
}

/** The Message-ID the product gives a message a tool call sends: one per call, so a repeat is the same message. */
export function outboundMessageId(callId: string, domain: string): string {
  return `${callId.replace(/[^A-Za-z0-9._-]/g, "-")}@${domain}`;
}

export function bracketed(messageId: string): string {
  return `<${messageId}>`;
}
