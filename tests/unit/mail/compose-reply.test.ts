import { describe, expect, it } from "vitest";
import { composeReply, replySubject } from "@/lib/server/mail/compose-reply";
import { bareMessageId, messageIdsIn, normalizeAddress, outboundMessageId } from "@/lib/server/mail/mail-address";

// CONTRACT.md "Mail": a reply the product sends carries the thread's Message-IDs (In-Reply-To, References)
// and goes to everyone on the thread but the member.

const received = {
  messageId: "m2@example.org",
  references: ["m1@example.org"],
  fromAddress: "Ana@Example.org",
  toAddresses: ["support@tollgate.local"],
  ccAddresses: ["boss@example.org", "support@tollgate.local"],
  subject: "Re: Invoice 42",
};

describe("composeReply", () => {
  it("answers the sender, copies the others, and chains In-Reply-To and References", () => {
    expect(composeReply(received, "support@tollgate.local")).toEqual({
      to: ["ana@example.org"],
      cc: ["boss@example.org"],
      subject: "Re: Invoice 42",
      inReplyTo: "m2@example.org",
      references: ["m1@example.org", "m2@example.org"],
    });
  });

  it("answers the recipients again when the member wrote the latest message (a chase)", () => {
    const sent = { ...received, fromAddress: "support@tollgate.local", toAddresses: ["ana@example.org"], ccAddresses: [] };
    expect(composeReply(sent, "support@tollgate.local")).toMatchObject({ to: ["ana@example.org"], cc: [] });
  });

  it("keeps the first and the last references of a long chain", () => {
    const long = { ...received, references: Array.from({ length: 30 }, (_, index) => `r${index}@x`) };
    const references = composeReply(long, "support@tollgate.local").references;
    expect(references).toHaveLength(20);
    expect(references[0]).toBe("r0@x");
    expect(references.at(-1)).toBe("m2@example.org");
  });
});

describe("replySubject", () => {
  it.each([
    ["Invoice", "Re: Invoice"],
    ["Re: Invoice", "Re: Invoice"],
    ["RE: re: Invoice", "Re: Invoice"],
    ["Aw: Invoice", "Re: Invoice"],
    ["", "Re: (no subject)"],
  ])("%j → %j", (subject, expected) => expect(replySubject(subject)).toBe(expected));
});

describe("addresses and Message-IDs", () => {
  it("reads them as headers write them", () => {
    expect(normalizeAddress("Ana <Ana@Example.org>")).toBe("ana@example.org");
    expect(bareMessageId(" <abc@host> ")).toBe("abc@host");
    expect(bareMessageId("  ")).toBeNull();
    expect(messageIdsIn("<a@x> <b@x>\r\n <a@x>")).toEqual(["a@x", "b@x"]);
    expect(messageIdsIn(["<a@x>", "<c@x>"])).toEqual(["a@x", "c@x"]);
    expect(outboundMessageId("call/1 2", "tollgate.local")).toBe("call-1-2@tollgate.local");
  });
});
