import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers and body as the server received them. */
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives; `refuseNext` answers 451 to the next messages. */
export async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; refuseNext: number; stop(): Promise<void> }> {
  const state = { received: [] as ReceivedMail[], refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        state.received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  // A client that dies mid-message (a killed worker) resets its connection: not the server's failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

export interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A stand-in for Twilio's Messages API on a free local port: records each
 * request and answers 201 as Twilio does, or `status` for the next `failNext` requests.
 */
export async function startFakeTwilio(): Promise<{ url: string; requests: TwilioRequest[]; failNext: number; failStatus: number; stop(): Promise<void> }> {
  const state = { requests: [] as TwilioRequest[], failNext: 0, failStatus: 500 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      state.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, contentType: request.headers['content-type'], form });
      response.setHeader('content-type', 'application/json');
      if (state.failNext > 0) {
        state.failNext -= 1;
        response.statusCode = state.failStatus;
        response.end(JSON.stringify({ code: state.failStatus === 400 ? 21211 : 20500, message: state.failStatus === 400 ? "The 'To' number is not a valid phone number." : 'Internal Server Error', status: state.failStatus }));
        return;
      }
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: `SM${'0'.repeat(32)}`, status: 'queued', to: form.To, body: form.Body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
