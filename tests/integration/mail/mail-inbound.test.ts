// Issue 19 (CONTRACT.md "Mail"): mail arrives through the product's SMTP listener — spoken to by nodemailer,
// a real SMTP client — and through POST /v1/mail/inbound, a provider's webhook. It lands in the mailbox of
// exactly one member of one organisation; unknown recipients are refused (550, 422), sizes are bounded, a
// body that is not mail is refused with a code and nothing of it is stored; replies join their thread.
// Each answer of the Mail operations is checked against GET /v1/openapi.json.

import type { AddressInfo } from "node:net";
import { createTransport } from "nodemailer";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailListener } from "@/lib/server/mail/mail-listener";
import { testPrisma } from "../../support/test-database";
import { createTeam, type Team } from "../api/api-fixtures";
import { call, CONFORMANCE_TAGS, unexercised } from "../api/openapi-conformance";

type ThreadList = { mailbox: { address: string }; threads: { id: string; subject: string; read: boolean; correspondents: string[] }[] };
type Thread = { id: string; messages: { messageId: string; from: string; text: string; attachments: { name: string; mediaId: string }[] }[] };

const prisma = testPrisma();
let team: Team;
let other: Team;
let supportId: string;
let billingId: string;
let listener: SMTPServer;
let port: number;
const settings = { MAIL_MAX_BYTES: 64 * 1024, TOLLGATE_MAIL_DOMAIN: "tollgate.local" };
const logged: string[] = [];

beforeAll(async () => {
  team = await createTeam(prisma);
  other = await createTeam(prisma);
  supportId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Support Desk" } })).id;
  // Another enterprise's agent: its address belongs to that enterprise alone.
  billingId = (await prisma.agent.create({ data: { organisationId: other.organisationId, name: "Billing" } })).id;
  // Two agents whose names make one address (one in each enterprise): that address names nobody for sure.
  await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Twin" } });
  await prisma.agent.create({ data: { organisationId: other.organisationId, name: "twin" } });
  listener = createMailListener(prisma, () => settings, { error: (message) => logged.push(message) });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  port = (listener.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

function smtpClient() {
  return createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
}

async function threadsOf(agentId: string, token = team.adminToken) {
  return call<ThreadList>("GET", `/v1/mail/threads?agent=${agentId}`, { token });
}

async function countMessages() {
  return prisma.mailMessage.count();
}

describe("the SMTP listener", () => {
  it("files mail sent to an agent's address in that agent's inbox, and a reply in the same thread", async () => {
    await smtpClient().sendMail({ from: "Ana <ana@example.org>", to: "support-desk@tollgate.local", subject: "Invoice 42", text: "Where is invoice 42?", messageId: "<first@example.org>" });
    await smtpClient().sendMail({ from: "ana@example.org", to: "support-desk@tollgate.local", subject: "Re: Invoice 42", text: "Any news?", messageId: "<second@example.org>", inReplyTo: "<first@example.org>", references: ["<first@example.org>"] });
    const list = await threadsOf(supportId);
    expect(list.status).toBe(200);
    expect(list.body.mailbox.address).toBe("support-desk@tollgate.local");
    const invoice = list.body.threads.filter((thread) => thread.subject === "Invoice 42");
    expect(invoice).toHaveLength(1);
    expect(invoice[0]).toMatchObject({ read: false, correspondents: ["ana@example.org"] });
    const thread = await call<Thread>("GET", `/v1/mail/threads/${invoice[0]!.id}?agent=${supportId}`, { token: team.adminToken });
    expect(thread.body.messages.map((message) => [message.messageId, message.text])).toEqual([
      ["first@example.org", "Where is invoice 42?"],
      ["second@example.org", "Any news?"],
    ]);
  });

  it("refuses an unknown recipient, an address two members share, and another enterprise's mail stays there", async () => {
    await expect(smtpClient().sendMail({ from: "ana@example.org", to: "nobody@tollgate.local", subject: "x", text: "x" })).rejects.toMatchObject({ responseCode: 550 });
    await expect(smtpClient().sendMail({ from: "ana@example.org", to: "twin@tollgate.local", subject: "x", text: "x" })).rejects.toMatchObject({ responseCode: 550 });
    await smtpClient().sendMail({ from: "ana@example.org", to: "billing@tollgate.local", subject: "For billing", text: "Hello billing" });
    expect((await threadsOf(billingId, other.adminToken)).body.threads.map((thread) => thread.subject)).toEqual(["For billing"]);
    // The first enterprise's admin cannot open it: that agent is not theirs.
    expect((await threadsOf(billingId)).status).toBe(404);
    expect((await threadsOf(supportId)).body.threads.map((thread) => thread.subject)).not.toContain("For billing");
  });

  it("refuses a message over MAIL_MAX_BYTES (552) and stores nothing of it", async () => {
    const before = await countMessages();
    await expect(smtpClient().sendMail({ from: "ana@example.org", to: "support-desk@tollgate.local", subject: "big", text: "x".repeat(80 * 1024) })).rejects.toMatchObject({ responseCode: 552 });
    expect(await countMessages()).toBe(before);
  });

  it("stores an attachment as media, named on its message and served inert", async () => {
    await smtpClient().sendMail({ from: "ana@example.org", to: "support-desk@tollgate.local", subject: "Page", text: "See attached.", attachments: [{ filename: "page.html", content: "<script>alert(1)</script>", contentType: "text/html" }] });
    const list = await threadsOf(supportId);
    const page = list.body.threads.find((thread) => thread.subject === "Page")!;
    const thread = await call<Thread>("GET", `/v1/mail/threads/${page.id}?agent=${supportId}`, { token: team.adminToken });
    const [attachment] = thread.body.messages[0]!.attachments;
    expect(attachment).toMatchObject({ name: "page.html" });
    const { GET: readMedium } = await import("@/app/v1/media/[id]/route");
    const medium = await readMedium(new Request(`http://local/v1/media/${attachment!.mediaId}`, { headers: { authorization: `Bearer ${team.adminToken}` } }), { params: Promise.resolve({ id: attachment!.mediaId }) });
    expect(medium.status).toBe(200);
    expect(medium.headers.get("content-type")).toBe("application/octet-stream");
    expect(await medium.text()).toBe("<script>alert(1)</script>");
  });
});

const rfc822 = (lines: string[]) => lines.join("\r\n");

describe("POST /v1/mail/inbound", () => {
  const post = (rawBody: string, token = team.adminToken, contentType = "message/rfc822") => call<Record<string, unknown>>("POST", "/v1/mail/inbound", { token, rawBody, headers: { "content-type": contentType } });

  it("files the message for the caller's members it is addressed to → 202, and the same message again changes nothing", async () => {
    const message = rfc822(["From: carla@example.org", "To: support-desk@tollgate.local, someone@example.org", "Subject: Webhook", "Message-ID: <hook@example.org>", "", "Posted by a provider."]);
    const first = await post(message);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ messageId: "hook@example.org", delivered: [{ address: "support-desk@tollgate.local", duplicate: false }] });
    const again = await post(message);
    expect(again.body).toMatchObject({ delivered: [{ duplicate: true }] });
    expect(await prisma.mailMessage.count({ where: { messageId: "hook@example.org" } })).toBe(1);
  });

  it("refuses what is not mail (422 mail_malformed), mail for no member of the caller's enterprise (422), another body type (415), a non-admin (403)", async () => {
    const before = await countMessages();
    const malformed = await post('{"from": "x"}');
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({ error: { code: "mail_malformed" } });
    const noSender = await post(rfc822(["To: support-desk@tollgate.local", "Subject: x", "", "x"]));
    expect(noSender.body).toMatchObject({ error: { code: "mail_malformed" } });
    // support-desk is the first enterprise's: the other enterprise's webhook cannot file mail there.
    const foreign = await post(rfc822(["From: carla@example.org", "To: support-desk@tollgate.local", "Subject: x", "", "x"]), other.adminToken);
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ error: { code: "mail_recipient_unknown" } });
    expect((await post(rfc822(["From: a@example.org", "To: b@tollgate.local", "", "x"]), team.adminToken, "application/json")).status).toBe(415);
    expect((await post(rfc822(["From: a@example.org", "To: support-desk@tollgate.local", "", "x"]), team.editorToken)).status).toBe(403);
    expect(await countMessages()).toBe(before);
  });

  it("exercised every Mail operation with a success and an error", async () => {
    expect((await call("GET", "/v1/mail/threads/not-a-thread", { token: team.editorToken })).status).toBe(404);
    expect((await call("GET", "/v1/mail/threads?folder=spam", { token: team.editorToken })).status).toBe(422);
    // PUT /v1/gates/{id}/reply needs an open escalation: mail-tools-run exercises it.
    expect(unexercised(CONFORMANCE_TAGS.mail).filter((operation) => !operation.includes("/reply"))).toEqual([]);
    expect(logged).toEqual([]);
  });
});
