/**
 * A real SMTP server for the tests (`smtp-server`), which parses what it receives with `mailparser`. It
 * can be stopped and started again on the same port, to play an SMTP outage.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), as SMTP saw them. */
  rcptTo: string[];
  parsed: ParsedMail;
  raw: string;
  mailId: string;
  kind: string;
  to: string;
  html: string;
  text: string;
}

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  /** How long the server waits before its final 250 to each mail (a slow SMTP server; the mail is counted on arrival). */
  replyDelayMs = 0;
  private server: SMTPServer | undefined;

  private constructor(readonly port: number) {}

  static async start(port: number): Promise<SmtpSink> {
    const sink = new SmtpSink(port);
    await sink.start();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 1000,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.mails.push({
                rcptTo: session.envelope.rcptTo.map((r) => r.address),
                parsed,
                raw,
                mailId: String(parsed.headers.get('x-avtalt-mail-id') ?? ''),
                kind: String(parsed.headers.get('x-avtalt-kind') ?? ''),
                to: addresses(parsed).join(','),
                html: typeof parsed.html === 'string' ? parsed.html : '',
                text: parsed.text ?? '',
              });
              if (this.replyDelayMs > 0) setTimeout(() => callback(), this.replyDelayMs);
              else callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The mails of one kind sent to one address. */
  to(email: string, kind?: string): ReceivedMail[] {
    return this.mails
      .filter((m) => m.rcptTo.includes(email.toLowerCase()) || m.rcptTo.includes(email))
      .filter((m) => !kind || m.kind === kind);
  }
}

function addresses(parsed: ParsedMail): string[] {
  const list = parsed.to ? (Array.isArray(parsed.to) ? parsed.to : [parsed.to]) : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? ''));
}
