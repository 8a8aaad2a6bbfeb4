import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { FileEmailSender, LoggingEmailSender, SmtpEmailSender, defaultEmailSender } from '../email-sender';

const message = { to: 'asha@example.com', subject: 'Reset your Plotwise password', text: 'Hello Asha,\n\nhttp://localhost/reset-password?token=abc' };
const log = { info: () => undefined };

/**
 * A mail server on the loopback interface that accepts one conversation's
 * worth of SMTP and keeps what it was given: enough to see what nodemailer
 * sends for our configuration, with no network beyond this machine.
 */
async function startFakeSmtpServer() {
  const received: { from: string; to: string[]; data: string; user?: string }[] = [];
  const server = net.createServer((socket) => {
    let current = { from: '', to: [] as string[], data: '', user: undefined as string | undefined };
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '', user: undefined };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const command = line.toUpperCase();
        if (command.startsWith('EHLO')) socket.write('250-fake.smtp\r\n250 AUTH PLAIN\r\n');
        else if (command.startsWith('AUTH PLAIN')) {
          current.user = Buffer.from(line.slice('AUTH PLAIN '.length), 'base64').toString('utf8').split('\0')[1];
          socket.write('235 accepted\r\n');
        } else if (command.startsWith('MAIL FROM')) {
          current.from = line.slice(line.indexOf(':') + 1).trim();
          socket.write('250 ok\r\n');
        } else if (command.startsWith('RCPT TO')) {
          current.to.push(line.slice(line.indexOf(':') + 1).trim());
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('email senders', () => {
  it('the outbox file gets one JSON line per email, where a developer or a browser test reads it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-mail-'));
    try {
      const file = path.join(dir, 'outbox.jsonl');
      const sender = new FileEmailSender(file);
      await sender.send(message);
      await sender.send({ ...message, to: 'ravi@example.com' });
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject(message);
      expect(lines[1]?.to).toBe('ravi@example.com');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('SMTP delivers from MAIL_FROM with the subject and text, signing in when a user is set', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const config = loadConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'mailer', SMTP_PASS: 'secret', MAIL_FROM: 'Plotwise <no-reply@plotwise.in>' });
      const sender = defaultEmailSender(config, log);
      expect(sender).toBeInstanceOf(SmtpEmailSender);
      await sender.send(message);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail).toMatchObject({ from: '<no-reply@plotwise.in>', to: ['<asha@example.com>'], user: 'mailer' });
      expect(mail?.data).toMatch(/^Subject: Reset your Plotwise password$/m);
      expect(mail?.data).toMatch(/^From: Plotwise <no-reply@plotwise\.in>$/m);
      expect(mail?.data).toContain('http://localhost/reset-password?token=abc');
    } finally {
      await smtp.close();
    }
  });

  it('SMTP_URL works the same, and a refused delivery throws', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const sender = defaultEmailSender(loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'no-reply@plotwise.in' }), log);
      await sender.send(message);
      expect(smtp.received[0]?.to).toEqual(['<asha@example.com>']);
    } finally {
      await smtp.close();
    }
    const closed = defaultEmailSender(loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'no-reply@plotwise.in' }), log);
    await expect(closed.send(message)).rejects.toThrow();
  });

  it('without SMTP: the outbox file when EMAIL_OUTBOX_FILE is set, the log otherwise', () => {
    expect(defaultEmailSender(loadConfig({ EMAIL_OUTBOX_FILE: 'mail.jsonl' }), log)).toBeInstanceOf(FileEmailSender);
    expect(defaultEmailSender(loadConfig({}), log)).toBeInstanceOf(LoggingEmailSender);
  });
});

describe('email configuration', () => {
  it('has no SMTP and a development sender address by default', () => {
    expect(loadConfig({}).email).toEqual({ smtp: null, from: 'Plotwise <no-reply@localhost>', outboxFile: null });
  });

  it('reads SMTP from its parts (port 587 by default) or from SMTP_URL', () => {
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'no-reply@plotwise.in' }).email.smtp).toEqual({ host: 'smtp.example.com', port: 587, user: null, pass: null });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com', MAIL_FROM: 'no-reply@plotwise.in' }).email.smtp).toEqual({ url: 'smtps://u:p@smtp.example.com' });
  });

  it('refuses SMTP without MAIL_FROM, both SMTP_URL and SMTP_HOST, and malformed values', () => {
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com' })).toThrow('Invalid configuration: MAIL_FROM is required with SMTP_URL or SMTP_HOST');
    expect(() => loadConfig({ SMTP_HOST: 'a', SMTP_URL: 'smtp://b', MAIL_FROM: 'x@plotwise.in' })).toThrow('set SMTP_URL or SMTP_HOST, not both');
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/^Invalid configuration: SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'Plotwise' })).toThrow(/^Invalid configuration: MAIL_FROM/);
  });
});
