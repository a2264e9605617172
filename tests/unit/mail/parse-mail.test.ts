import { describe, expect, it } from "vitest";
import { parseMail } from "@/lib/server/mail/parse-mail";

// Issue 19: a raw message read with mailparser; what is not mail is refused with a code, before anything is stored.

const now = new Date("2026-12-07T10:00:00Z");
const limits = { maxBytes: 4096, domain: "tollgate.local" };

const raw = (lines: string[]) => Buffer.from(lines.join("\r\n"));

describe("parseMail", () => {
  it("reads the sender, recipients, threading headers, text and attachments", async () => {
    const message = raw([
      "From: Ana <ana@example.org>",
      "To: Support <support@tollgate.local>",
      "Cc: boss@example.org",
      "Subject: Re: Invoice",
      "Message-ID: <m2@example.org>",
      "In-Reply-To: <m1@example.org>",
      "References: <m0@example.org> <m1@example.org>",
      "Date: Mon, 07 Dec 2026 09:00:00 +0000",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain",
      "",
      "Please pay.",
      "--b",
      'Content-Type: text/csv; name="lines.csv"',
      'Content-Disposition: attachment; filename="lines.csv"',
      "",
      "a,b",
      "--b--",
      "",
    ]);
    const parsed = await parseMail(message, limits, now);
    if (parsed.kind !== "parsed") throw new Error(parsed.message);
    expect(parsed.message).toMatchObject({
      messageId: "m2@example.org",
      inReplyTo: "m1@example.org",
      references: ["m0@example.org", "m1@example.org"],
      fromAddress: "ana@example.org",
      toAddresses: ["support@tollgate.local"],
      ccAddresses: ["boss@example.org"],
      subject: "Re: Invoice",
      text: "Please pay.",
      sentAt: new Date("2026-12-07T09:00:00Z"),
    });
    expect(parsed.message.attachments.map((attachment) => [attachment.name, attachment.mimeType, attachment.data.toString()])).toEqual([["lines.csv", "text/csv", "a,b"]]);
    expect(parsed.recipients).toEqual(["support@tollgate.local", "boss@example.org"]);
  });

  it("derives a Message-ID from the bytes when there is none, the same each time", async () => {
    const message = raw(["From: ana@example.org", "To: support@tollgate.local", "", "Hello"]);
    const first = await parseMail(message, limits, now);
    const second = await parseMail(message, limits, now);
    expect(first.kind === "parsed" && first.message.messageId).toMatch(/^sha256-[0-9a-f]{32}@tollgate\.local$/);
    expect(first).toEqual(second);
  });

  it.each([
    ["an empty body", Buffer.alloc(0), "mail_malformed"],
    ["JSON", Buffer.from('{"from": "ana@example.org"}'), "mail_malformed"],
    ["no sender", raw(["To: support@tollgate.local", "Subject: x", "", "Hello"]), "mail_malformed"],
    ["too many bytes", raw(["From: ana@example.org", "", "x".repeat(5000)]), "payload_too_large"],
  ])("refuses %s", async (_what, message, code) => {
    const parsed = await parseMail(message, limits, now);
    expect(parsed).toMatchObject({ kind: "refused", code });
  });
});
