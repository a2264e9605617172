// CONTRACT.md, The enterprise behind the OS tools: a member's address. An agent's is
// `<agent name as a lowercase slug>@<TOLLGATE_MAIL_DOMAIN>`; a person's is their email.

/** `Release Bot №2` → `release-bot-2`: accents dropped, every run of other characters one hyphen. */
export function memberSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "agent" : slug;
}

export function agentAddress(name: string, mailDomain: string): string {
  return `${memberSlug(name)}@${mailDomain}`;
}
