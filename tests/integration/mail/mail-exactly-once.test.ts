// Issue 19 (CONTRACT.md "Mail"): an approved message is sent exactly once — never again on a repeat of its
// call, a retried or a resumed run, and not lost to a worker killed (kill -9) right after the CEO's approval
// or in the middle of talking to the relay. The relay is a real SMTP server (smtp-server) that counts a
// message only once it answered 250 for it.

import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { decideGate } from "@/lib/server/gates/decide-gate";
import { createRun } from "@/lib/server/runs/create-run";
import { receiveMail } from "@/lib/server/mail/receive-mail";
import { sendMailOnce, type OutgoingMail } from "@/lib/server/mail/send-mail";
import { egressPolicyOf } from "@/lib/egress/egress-from-environment";
import { readSettings } from "@/lib/settings/read-settings";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { setEgressEnvironment } from "../../support/egress-environment";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";
import { createTeam, type Team } from "../api/api-fixtures";

const prisma = testPrisma();
let team: Team;
let agentId: string;
let sink: SmtpSink;
let restoreEnvironment: () => void;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Once Desk" } })).id;
  sink = await startSmtpSink();
  restoreEnvironment = setEgressEnvironment({ TOLLGATE_EGRESS_ALLOW: `127.0.0.1:${sink.port}` });
  process.env.SMTP_URL = sink.url;
});

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill("SIGKILL");
  await sink.close();
  delete process.env.SMTP_URL;
  restoreEnvironment();
});

// Each test starts its own workers and ends them, so the worker a test kills is the one that held the run.
afterEach(async () => {
  for (const worker of workers.splice(0)) if (worker.exitCode === null && worker.signalCode === null) await killed(worker);
});

function startWorkerProcess(name: string): ChildProcess {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(), TOLLGATE_HEARTBEAT_SECONDS: "10", TOLLGATE_SUPERVISE_SECONDS: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  workers.push(child);
  return child;
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

async function inboundThread(subject: string, messageId: string): Promise<string> {
  const raw = Buffer.from([`From: ana@example.org`, "To: once-desk@tollgate.local", `Subject: ${subject}`, `Message-ID: <${messageId}>`, "", "Please answer."].join("\r\n"));
  const outcome = await receiveMail(prisma, raw, { MAIL_MAX_BYTES: 65536, TOLLGATE_MAIL_DOMAIN: "tollgate.local" }, { organisationId: team.organisationId });
  if (outcome.kind !== "delivered") throw new Error(outcome.message);
  return outcome.delivered[0]!.threadId;
}

async function gatedReply(thread: string, body: string) {
  const task = await prisma.task.create({ data: { organisationId: team.organisationId, name: `Reply ${body}`, tools: ["os.set_gate_summary", "os.mail_reply"] } });
  const script: { calls: { name: string; arguments: Record<string, string> }[] }[] = [
    { calls: [{ name: "os__set_gate_summary", arguments: { summary: "Answer Ana." } }, { name: "os__mail_reply", arguments: { thread, body } }] },
  ];
  const run = await createRun(prisma, { userId: team.editor.id, organisationId: team.organisationId, roles: ["editor"] }, {
    agentId, taskId: task.id, kind: "direct", input: "Answer the mail.", model: { provider: "scripted", script },
  }, readSettings());
  await waitForRunStatus(prisma, run.id, ["waiting"], 60_000);
  const gate = await prisma.gate.findFirstOrThrow({ where: { runId: run.id, status: "open" } });
  return { runId: run.id, gate };
}

const ceo = () => ({ userId: team.ceo.id, organisationId: team.organisationId, roles: ["ceo" as const] });
const sentWithSubject = (subject: string) => sink.received.filter((mail) => mail.parsed.subject === subject);

describe("sendMailOnce, keyed by the call id", () => {
  const options = () => ({ policy: egressPolicyOf(readSettings()), settings: readSettings() });
  const mail = (callId: string): OutgoingMail => ({
    from: { organisationId: team.organisationId, kind: "agent", id: agentId, address: "once-desk@tollgate.local", name: "Once Desk" },
    messageId: `${callId}@tollgate.local`, to: ["carla@example.org"], cc: [], subject: `Keyed ${callId}`, text: "Once.", inReplyTo: null, references: [],
  });

  it("sends once however often the same call runs, and finishes a send a dead worker left pending", async () => {
    const first = await sendMailOnce(prisma, { callId: "call-keyed-1", runId: null }, async () => mail("call-keyed-1"), options());
    const again = await sendMailOnce(prisma, { callId: "call-keyed-1", runId: null }, async () => mail("call-keyed-1"), options());
    expect(first).toMatchObject({ kind: "sent", repeated: false });
    expect(again).toMatchObject({ kind: "sent", repeated: true });
    expect(sentWithSubject("Keyed call-keyed-1")).toHaveLength(1);

    // What a worker killed between its write-ahead and the relay leaves behind: a pending row.
    await prisma.mailOutbound.create({ data: { organisationId: team.organisationId, callId: "call-keyed-2", messageId: "call-keyed-2@tollgate.local", fromAddress: "once-desk@tollgate.local", toAddresses: ["carla@example.org"], subject: "Keyed call-keyed-2", text: "Left pending." } });
    const finished = await Promise.all([1, 2].map(() => sendMailOnce(prisma, { callId: "call-keyed-2", runId: null }, async () => mail("call-keyed-2"), options())));
    expect(finished.map((outcome) => outcome.kind)).toEqual(["sent", "sent"]);
    expect(sentWithSubject("Keyed call-keyed-2")).toHaveLength(1);
    expect(await prisma.mailOutbound.findUniqueOrThrow({ where: { callId: "call-keyed-2" } })).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("a worker killed after the CEO approved a reply", () => {
  it("kill -9 right after the approval: the next worker sends it, once", async () => {
    const thread = await inboundThread("Killed after approval", "killed-after@example.org");
    const first = startWorkerProcess("worker-1");
    const { runId, gate } = await gatedReply(thread, "Reply one.");
    await decideGate(prisma, ceo(), gate.id, { decision: "approve", runId, callId: gate.callId });
    await killed(first);
    startWorkerProcess("worker-2");
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"], 60_000)).toBe("succeeded");
    expect(sentWithSubject("Re: Killed after approval")).toHaveLength(1);
  }, 90_000);

  it("kill -9 while the relay holds the message unanswered: not delivered then, delivered once by the next worker", async () => {
    const thread = await inboundThread("Killed mid-send", "killed-mid@example.org");
    const first = startWorkerProcess("worker-3");
    const { runId, gate } = await gatedReply(thread, "Reply two.");
    const held = sink.holdNext();
    await decideGate(prisma, ceo(), gate.id, { decision: "approve", runId, callId: gate.callId });
    await held.arrived;
    await killed(first);
    held.release();
    expect(await prisma.mailOutbound.findFirstOrThrow({ where: { runId } })).toMatchObject({ status: "pending" });
    startWorkerProcess("worker-4");
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"], 60_000)).toBe("succeeded");
    expect(sentWithSubject("Re: Killed mid-send")).toHaveLength(1);
    const call = await prisma.toolCall.findFirstOrThrow({ where: { runId, tool: "os.mail_reply" } });
    expect(call.outcome).toBe("ok");
  }, 90_000);
});
