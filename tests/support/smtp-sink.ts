// A real SMTP server standing in for the mail relay of SMTP_URL (issue 19: no mocks of SMTP): smtp-server on
// loopback, keeping each message it accepted — parsed with mailparser — with its envelope. A message counts
// as received only once the sink answered 250 for it: a client that vanished before did not send it.

import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SunkMail = { envelope: { from: string; to: string[] }; raw: string; parsed: ParsedMail };

export type SmtpSink = {
  url: string;
  port: number;
  received: SunkMail[];
  /** The next message's DATA is held (no reply) until release() is called. */
  holdNext(): { arrived: Promise<void>; release(): void };
  /** Recipients the relay answers 550 for. */
  refuse(address: string): void;
  close(): Promise<void>;
};

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  const refused = new Set<string>();
  let hold: { arrived: () => void; released: Promise<void> } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) return callback(Object.assign(new Error("5.1.1 no such user"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const current = hold;
        hold = null;
        const accept = async () => {
          if (current) {
            current.arrived();
            await current.released;
          }
          // The client may have gone while the sink held the message: then it was not delivered.
          if ((session as unknown as { closed?: boolean }).closed) return;
          received.push({
            envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((recipient) => recipient.address) },
            raw: raw.toString("utf8"),
            parsed: await simpleParser(raw),
          });
          callback();
        };
        void accept();
      });
    },
    onClose(session) {
      (session as unknown as { closed?: boolean }).closed = true;
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    received,
    holdNext() {
      let release!: () => void;
      let arrived!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      hold = { arrived, released };
      return { arrived: arrival, release };
    },
    refuse(address) {
      refused.add(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
