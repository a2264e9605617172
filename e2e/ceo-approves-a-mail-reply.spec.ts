import { expect, test, type APIRequestContext } from "@playwright/test";
import { createTransport } from "nodemailer";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink";
import { signInThroughForm } from "./support/console-session";
import { e2eSmtpListenerPort, e2eSmtpSinkPort } from "./support/e2e-environment";
import { saveScreenshot } from "./support/screenshot";

// Journey of the CEO (issue 19, CONTRACT.md "Mail"): a customer's mail reaches an agent's mailbox through the
// product's SMTP listener; the agent's scripted run reads it and replies — always gated — so the reply waits in
// the CEO's portal, where the card shows the whole message as it will go and the mail it answers. The CEO
// approves, and the relay (a real SMTP server this spec runs at SMTP_URL) receives the reply once.

let sink: SmtpSink;

test.beforeAll(async () => {
  sink = await startSmtpSink(e2eSmtpSinkPort);
});

test.afterAll(async () => {
  await sink.close();
});

async function created<Body>(request: APIRequestContext, path: string, data: unknown): Promise<Body> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as Body;
}

test("the CEO reads a mail reply in full on its gate, approves it, and it is sent once", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInThroughForm(page);
  const request = page.request;
  const suffix = Date.now().toString(36);
  const agent = await created<{ id: string; address: string }>(request, "/v1/agents", { name: `Mail Desk ${suffix}` });
  expect(agent.address).toBe(`mail-desk-${suffix}@tollgate.local`);
  const task = await created<{ id: string }>(request, "/v1/tasks", { name: `Answer mail ${suffix}`, tools: ["os.mail_list", "os.mail_read", "os.set_gate_summary", "os.mail_reply"] });

  // A customer writes to the agent, through the product's own SMTP listener.
  await createTransport({ host: "127.0.0.1", port: e2eSmtpListenerPort, secure: false, ignoreTLS: true }).sendMail({
    from: "Ana Lopez <ana@example.org>",
    to: agent.address,
    cc: "finance@example.org",
    subject: "Invoice 42 is overdue?",
    text: "Hello, our invoice 42 says it is overdue but we paid it on Monday. Can you check?",
    messageId: `<invoice-42-${suffix}@example.org>`,
  });
  let threadId = "";
  await expect
    .poll(async () => {
      const list = (await (await request.get(`/v1/mail/threads?agent=${agent.id}`)).json()) as { threads: { id: string }[] };
      threadId = list.threads[0]?.id ?? "";
      return list.threads.length;
    }, { timeout: 30_000 })
    .toBe(1);

  // The agent's run reads the thread, writes the summary the CEO decides on, and replies.
  const reply = "Hello Ana, thank you: your payment arrived on Monday and invoice 42 is settled. Kind regards, the support desk.";
  const script = [
    { calls: [{ name: "os__mail_read", arguments: { thread: threadId } }] },
    { calls: [{ name: "os__set_gate_summary", arguments: { summary: "Tell Ana that invoice 42 is paid." } }, { name: "os__mail_reply", arguments: { thread: threadId, body: reply } }] },
  ];
  const started = await request.post("/v1/runs", { data: { agentId: agent.id, taskId: task.id, kind: "direct", input: "Answer the customer's mail.", model: { provider: "scripted", script } } });
  expect(started.status()).toBe(202);
  const { id: runId } = (await started.json()) as { id: string };
  await expect.poll(async () => ((await (await request.get(`/v1/runs/${runId}`)).json()) as { status: string }).status, { timeout: 30_000 }).toBe("waiting");

  // The CEO signs in and finds the reply in the portal, shown as it will go.
  const password = `ceo-${suffix}-password`;
  const ceo = await created<{ email: string }>(request, "/v1/users", { email: `ceo-${suffix}@tollgate.local`, roles: ["ceo"], password });
  const ceoContext = await browser.newContext();
  const ceoPage = await ceoContext.newPage();
  await ceoPage.goto("/sign-in?next=%2Fgates");
  await ceoPage.getByLabel("Email").fill(ceo.email);
  await ceoPage.getByLabel("Password").fill(password);
  await ceoPage.getByTestId("sign-in-submit").click();
  await expect(ceoPage).toHaveURL(/\/gates$/);
  const gate = ceoPage.getByTestId("gate-card").filter({ hasText: `Mail Desk ${suffix}` });
  await expect(gate.getByTestId("gate-tool")).toHaveText("os.mail_reply");
  await expect(gate.getByTestId("gate-summary")).toHaveText("Tell Ana that invoice 42 is paid.");
  await expect(gate.getByTestId("gate-mail-from")).toHaveText(agent.address);
  await expect(gate.getByTestId("gate-mail-to")).toHaveText("ana@example.org");
  await expect(gate.getByTestId("gate-mail-cc")).toHaveText("finance@example.org");
  await expect(gate.getByTestId("gate-mail-subject")).toHaveText("Re: Invoice 42 is overdue?");
  await expect(gate.getByTestId("gate-mail-body")).toHaveText(reply);
  await expect(gate.getByTestId("gate-mail-answers")).toContainText("we paid it on Monday");
  await saveScreenshot(ceoPage, "mail-1-gate-shows-the-reply");
  expect(sink.received).toHaveLength(0);

  await gate.getByTestId("gate-approve").click();
  await expect(ceoPage.getByTestId("gate-decision-notice").first()).toContainText("Approved");
  await expect.poll(async () => ((await (await request.get(`/v1/runs/${runId}`)).json()) as { status: string }).status, { timeout: 30_000 }).toBe("succeeded");
  await expect.poll(() => sink.received.length, { timeout: 15_000 }).toBe(1);
  const [sent] = sink.received;
  expect(sent!.parsed.subject).toBe("Re: Invoice 42 is overdue?");
  expect(sent!.parsed.inReplyTo).toBe(`<invoice-42-${suffix}@example.org>`);
  expect(sent!.envelope.to.sort()).toEqual(["ana@example.org", "finance@example.org"]);
  expect(sent!.parsed.text?.trim()).toBe(reply);
  await ceoContext.close();

  // The admin opens the agent's mailbox: the thread holds the customer's mail and the reply that went.
  await page.goto("/mail");
  await page.getByTestId("mail-mailbox").selectOption(agent.id);
  await page.getByTestId("mail-thread-row").first().click();
  await expect(page.getByTestId("mail-message")).toHaveCount(2);
  await expect(page.getByTestId("mail-message").nth(1)).toContainText(reply);
  await saveScreenshot(page, "mail-2-agent-mailbox");
  // Only once, even after the run ended.
  expect(sink.received).toHaveLength(1);
});
