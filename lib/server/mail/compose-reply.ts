// Issue 19 (CONTRACT.md "Mail"): a reply the product sends carries the thread's Message-IDs — In-Reply-To
// names the message it answers, References the chain before it and that message — so the other side's mail
// program files it in the same conversation. A reply goes to everyone on the thread but the member.

import { normalizeAddress } from "./mail-address";

export type ThreadMessage = {
  messageId: string;
  references: readonly string[];
  fromAddress: string;
  toAddresses: readonly string[];
  ccAddresses: readonly string[];
  subject: string;
};

export type ReplyHeaders = {
  to: string[];
  cc: string[];
  subject: string;
  inReplyTo: string;
  references: string[];
};

/** `Invoice` → `Re: Invoice`; `RE: Invoice`, `Re: Re: Invoice` and `Aw: Invoice` keep one prefix. */
export function replySubject(subject: string): string {
  const stripped = subject.replace(/^\s*((re|aw|sv|fw|fwd)\s*(\[\d+\])?\s*:\s*)+/i, "").trim();
  return `Re: ${stripped === "" ? "(no subject)" : stripped}`;
}

/** References kept to the first and the last 18 ids (RFC 5322 allows trimming the middle of a long chain). */
function trimmedReferences(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  return unique.length <= 20 ? unique : [unique[0]!, ...unique.slice(-19)];
}

/**
 * The reply to `last` (the thread's latest message) from the member at `memberAddress`: to its sender (or, when
 * the member sent it, to its recipients), copying everyone else on it.
 */
export function composeReply(last: ThreadMessage, memberAddress: string): ReplyHeaders {
  const member = normalizeAddress(memberAddress);
  const sender = normalizeAddress(last.fromAddress);
  const everyone = [last.fromAddress, ...last.toAddresses, ...last.ccAddresses].map(normalizeAddress);
  const others = [...new Set(everyone)].filter((address) => address !== member);
  const to = sender === member ? [...new Set(last.toAddresses.map(normalizeAddress))].filter((address) => address !== member) : [sender];
  const recipients = to.length > 0 ? to : others.slice(0, 1);
  return {
    to: recipients,
    cc: others.filter((address) => !recipients.includes(address)),
    subject: replySubject(last.subject),
    inReplyTo: last.messageId,
    references: trimmedReferences([...last.references, last.messageId]),
  };
}
