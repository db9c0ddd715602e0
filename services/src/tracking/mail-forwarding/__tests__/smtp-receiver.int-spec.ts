import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Socket, connect } from 'node:net';
import path from 'node:path';
import { once } from 'node:events';
import nodemailer from 'nodemailer';
import type { Services } from '../../../app/services';
import { createUser } from '../../../test/factories';
import { mailedSenderToken } from '../../../test/mailed-links';
import { createTestServices } from '../../../test/services';
import { corpusApplications, corpusFiles, corpusLabels, corpusMessage } from '../../inbound-mail/__tests__/corpus-results';
import type { IntakeOutcome } from '../mail-intake';
import { type RunningReceiver, startSmtpReceiver } from '../smtp-receiver';

const DOMAIN = 'in.remotehunt.test';
const SAM = 'sam.rivera@gmail.com';
const SAM_OTHER_ADDRESSES = ['s.rivera@outlook.com', 'sam@rivera.dev'];
// Worker processes and a corpus of a hundred messages over SMTP: slower than a unit test by nature.
jest.setTimeout(120_000);

const WORKER_MAIN = path.resolve(__dirname, '../../../../dist/workers/main.js');

type Session = Awaited<ReturnType<typeof createUser>>;

/** Sends raw bytes as they are, through nodemailer's SMTP client, as a forwarding mailbox would. */
async function send(port: number, to: string, raw: Buffer | string, from = SAM) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ envelope: { from, to: [to] }, raw });
  } finally {
    transport.close();
  }
}

/** What an SMTP client hears back, for the refusals nodemailer turns into errors. */
async function refusal(promise: Promise<unknown>): Promise<{ responseCode?: number; response?: string }> {
  return promise.then(
    () => ({ responseCode: 250 }),
    (err: { responseCode?: number; response?: string }) => err,
  );
}

/** Sam's tracker: the corpus's applications, tracked by hand, with Sam's other addresses confirmed through their mailed links. */
async function samWithCorpusBoard(services: Services): Promise<{ sam: Session; address: string; idOf: Map<string, string>; fixtureOf: Map<string, string> }> {
  const sam = await createUser(services, { email: SAM, name: 'Sam Rivera' });
  for (const address of SAM_OTHER_ADDRESSES) {
    await services.forwardingAddresses.addSender(sam.owner, { address });
    await services.forwardingAddresses.verifySender({ token: await mailedSenderToken(services, address) });
  }
  const idOf = new Map<string, string>();
  for (const application of corpusApplications()) {
    const tracked = await services.appliedJobs.markApplied(sam.owner, {
      job: { jobTitle: application.jobTitle, companyName: application.companyName, applyUrl: application.applyUrl },
    });
    idOf.set(application.id, tracked._id);
  }
  const fixtureOf = new Map([...idOf].map(([fixture, id]) => [id, fixture]));
  return { sam, address: (await services.forwardingAddresses.settings(sam.owner)).address, idOf, fixtureOf };
}

const statusTitle = async (services: Services, appliedJobId: string) =>
  (await services.db.query(`SELECT s.title FROM applied_jobs a JOIN job_statuses s ON s.id = a.status_id WHERE a.id = $1`, [appliedJobId]))[0].title as string;

/** A sure rejection of a sure application (Acme's Senior Backend Engineer): it moves the status by itself. */
const REJECTION = 'rejection-greenhouse-acme-offer-to-another.eml';

describe('forwarded mail, received by the SMTP receiver', () => {
  let services: Services;
  let receiver: RunningReceiver;
  /** What the receiver did with each message it answered 250, in order. */
  const received: IntakeOutcome[] = [];
  const errors: unknown[] = [];
  beforeAll(async () => {
    services = await createTestServices({ INBOUND_MAIL_DOMAIN: DOMAIN });
    receiver = await startSmtpReceiver(services.forwardingAddresses, services.mailIntake, {
      port: 0,
      host: '127.0.0.1',
      name: DOMAIN,
      onReceived: (_userId, outcome) => received.push(outcome),
      onError: (err) => errors.push(err),
    });
  });
  afterEach(() => expect(errors.splice(0)).toEqual([]));
  afterAll(async () => {
    await receiver.close();
    await services.queues.mail.obliterate({ force: true });
    await services.close();
  });
  beforeEach(async () => {
    await services.db.query(`DELETE FROM users`);
  });

  it('classifies and matches at least 90% of the labelled corpus sent over SMTP, and no message labelled other moves a status', async () => {
    const { address, fixtureOf } = await samWithCorpusBoard(services);
    const labels = corpusLabels();
    const files = corpusFiles();
    let right = 0;
    const wrongMoves: string[] = [];
    for (const file of files) {
      const raw = corpusMessage(file);
      const sent = await send(receiver.port, address, raw);
      expect(sent.response).toMatch(/^250 /);
      const [row]: { id: string; kind: string; applied_job_id: string | null; moved: boolean }[] = await services.db.query(
        `SELECT m.id, m.kind, m.applied_job_id, EXISTS (SELECT 1 FROM applied_job_status_changes c WHERE c.inbound_mail_id = m.id) AS moved
           FROM inbound_mails m WHERE m.id = $1`,
        [received.at(-1)!.inboundMailId],
      );
      const label = labels[file];
      const application = row.applied_job_id ? fixtureOf.get(row.applied_job_id)! : null;
      if (row.kind === label.kind && application === label.applicationId) right += 1;
      else if (row.moved) wrongMoves.push(file);
      if (label.kind === 'other') expect([file, row.moved]).toEqual([file, false]);
    }
    expect(files.length).toBeGreaterThanOrEqual(60);
    expect(right / files.length).toBeGreaterThanOrEqual(0.9);
    expect(wrongMoves).toEqual([]);
  });

  it('moves a status once for a message delivered twenty times at once, with the deciding sentence in the history', async () => {
    const { sam, address, idOf } = await samWithCorpusBoard(services);
    const raw = corpusMessage(REJECTION);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(receiver.port, address, raw)));
    expect(answers.every((answer) => answer.response.startsWith('250 '))).toBe(true);
    const acme = idOf.get('app-acme-backend')!;
    expect(await statusTitle(services, acme)).toBe('Rejected');
    const history = await services.appliedJobs.statusHistory(sam.owner, acme);
    const fromMail = history.filter((change) => change.evidence);
    expect(fromMail).toHaveLength(1);
    expect(fromMail[0].evidence).toMatch(/extend an offer to another candidate/);
    expect(await services.db.query(`SELECT count(*)::int AS n FROM inbound_mails`)).toEqual([{ n: 1 }]);
  });

  it('never moves a status back for mail that arrives late: a receipt after the rejection leaves it Rejected', async () => {
    const { address, idOf } = await samWithCorpusBoard(services);
    await send(receiver.port, address, corpusMessage(REJECTION));
    const receipt = corpusFiles().find((file) => corpusLabels()[file].kind === 'received' && corpusLabels()[file].applicationId === 'app-acme-backend');
    if (receipt) await send(receiver.port, address, corpusMessage(receipt));
    expect(await statusTitle(services, idOf.get('app-acme-backend')!)).toBe('Rejected');
  });

  it('turns an invitation with a calendar file into the interview, moving the status; a second-round invitation adds its interview only', async () => {
    const { sam, address, idOf } = await samWithCorpusBoard(services);
    const acme = idOf.get('app-acme-backend')!;
    await send(receiver.port, address, corpusMessage('interview-greenhouse-acme-ics-pacific.eml'));
    expect(await statusTitle(services, acme)).toBe('Interviewing');
    const events = await services.appliedJobEvents.list(sam.owner, acme, {});
    expect(events.data).toEqual([expect.objectContaining({ startsAt: '2025-12-02T22:00:00.000Z', timeZone: 'America/Los_Angeles', note: expect.stringMatching(/^From forwarded mail: /) })]);

    // Further along already: the status stays, the interview still goes on the calendar, once.
    const platform = idOf.get('app-acme-platform')!;
    await services.appliedJobs.updateStatus(sam.owner, platform, { status: '5f0c6c1e-0000-4000-8000-000000000004' });
    const invitation = corpusMessage('interview-greenhouse-acme-platform-text-iana.eml');
    await send(receiver.port, address, invitation);
    const forwardedAgain = Buffer.from(invitation.toString('latin1').replace(/^Message-ID:[ \t]*(\r?\n[ \t]+)?</im, 'Message-ID: <again-'), 'latin1');
    await send(receiver.port, address, forwardedAgain);
    expect(await statusTitle(services, platform)).toBe('Assessment');
    expect((await services.appliedJobEvents.list(sam.owner, platform, {})).data).toEqual([expect.objectContaining({ startsAt: '2025-12-02T09:00:00.000Z' })]);
  });

  it('refuses mail to an address that is no one’s, and to a replaced address', async () => {
    const { sam, address } = await samWithCorpusBoard(services);
    expect((await refusal(send(receiver.port, `fw-aaaaaaaaaaaaaaaaaaaa@${DOMAIN}`, corpusMessage(REJECTION)))).responseCode).toBe(550);
    await services.forwardingAddresses.replaceAddress(sam.owner);
    expect((await refusal(send(receiver.port, address, corpusMessage(REJECTION))))).toMatchObject({ responseCode: 550, response: expect.stringContaining('No such forwarding address') });
    expect(await services.db.query(`SELECT count(*)::int AS n FROM inbound_mails`)).toEqual([{ n: 0 }]);
  });

  it('refuses mail forwarded from an address that is not confirmed, and reads it once the address is', async () => {
    const stranger = 'sam.rivera@gmail.com';
    const other = await createUser(services, { email: 'someone.else@example.com' });
    const { address } = await services.forwardingAddresses.settings(other.owner);
    const forwarded = corpusMessage(REJECTION);
    expect(await refusal(send(receiver.port, address, forwarded, stranger))).toMatchObject({ responseCode: 550, response: expect.stringContaining('verified addresses') });
    // Added but its link not yet opened: still refused.
    await services.forwardingAddresses.addSender(other.owner, { address: stranger });
    expect((await refusal(send(receiver.port, address, forwarded, stranger))).responseCode).toBe(550);
    await services.forwardingAddresses.verifySender({ token: await mailedSenderToken(services, stranger) });
    expect((await send(receiver.port, address, forwarded, stranger)).response).toMatch(/^250 /);
  });

  it('refuses a message over the size cap with 552 and keeps nothing of it', async () => {
    const { address } = await samWithCorpusBoard(services);
    const huge = Buffer.concat([corpusMessage(REJECTION), Buffer.alloc(11 * 1024 * 1024, 'a')]);
    expect((await refusal(send(receiver.port, address, huge))).responseCode).toBe(552);
    expect(await services.db.query(`SELECT count(*)::int AS n FROM inbound_mails`)).toEqual([{ n: 0 }]);
  });

  it('keeps HTML, scripts and control characters out of what it stores, as plain text', async () => {
    const { sam, address } = await samWithCorpusBoard(services);
    const raw = [
      'From: Sam Rivera <sam.rivera@gmail.com>',
      `To: ${address}`,
      'Subject: Fwd: Your application to Acme Robotics <script>alert(1)</script>',
      'Message-ID: <hostile-1@example.test>',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>---------- Forwarded message ---------<br>From: Acme Robotics &lt;no-reply@acmerobotics.com&gt;<br>Subject: Your application &lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '<p onclick="steal()">Unfortunately, we have decided not to move forward with your application for the Senior Backend Engineer role.\u0000</p><script>document.cookie</script>',
      '',
    ].join('\r\n');
    expect((await send(receiver.port, address, raw)).response).toMatch(/^250 /);
    const [row] = await services.db.query(`SELECT subject, sentence FROM inbound_mails`);
    expect(row.subject).toContain('<script>'); // shown as text by the page, never as HTML
    expect(`${row.sentence}`).not.toMatch(/<p|onclick|<script|document\.cookie/);
    expect(`${row.sentence}`).not.toContain('\u0000');
    const suggestions = await services.mailSuggestions.pending(sam.owner);
    expect(JSON.stringify(suggestions)).not.toContain('\u0000');
  });
});

describe('forwarded mail, when the receiving process is killed mid-message', () => {
  let services: Services;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    if (!existsSync(WORKER_MAIN)) throw new Error(`${WORKER_MAIN} is missing: run tsc -b services first`);
    services = await createTestServices({ INBOUND_MAIL_DOMAIN: DOMAIN });
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await services.queues.mail.obliterate({ force: true });
    await services.close();
  });

  async function freePort(): Promise<number> {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  /** A real worker process (`npm run worker`) receiving on `port`; resolves once it says it runs. */
  async function startWorker(port: number): Promise<ChildProcess> {
    const child = spawn(process.execPath, [WORKER_MAIN], {
      env: { ...process.env, INBOUND_MAIL_PORT: String(port), INBOUND_MAIL_HOST: '127.0.0.1', INBOUND_MAIL_DOMAIN: DOMAIN, WORKER_QUEUES: 'mail' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let out = '';
    for await (const chunk of child.stdout!) {
      out += String(chunk);
      if (out.includes('workers are running')) break;
    }
    return child;
  }

  /** Speaks SMTP by hand up to the middle of the message's data, so the process can die holding it. */
  async function halfSend(port: number, to: string, raw: Buffer): Promise<Socket> {
    const socket = connect(port, '127.0.0.1');
    const lines: string[] = [];
    socket.on('data', (chunk) => lines.push(...String(chunk).split('\r\n').filter(Boolean)));
    const reply = async (code: string) => {
      while (!lines.some((line) => line.startsWith(`${code} `))) await once(socket, 'data');
      lines.length = 0;
    };
    await reply('220');
    socket.write('EHLO mailbox.example\r\n');
    await reply('250');
    socket.write(`MAIL FROM:<${SAM}>\r\n`);
    await reply('250');
    socket.write(`RCPT TO:<${to}>\r\n`);
    await reply('250');
    socket.write('DATA\r\n');
    await reply('354');
    socket.write(raw.subarray(0, Math.floor(raw.length / 2)));
    return socket;
  }

  it('loses nothing and moves nothing twice: the message sent again after the restart moves the status once', async () => {
    const { sam, address, idOf } = await samWithCorpusBoard(services);
    const port = await freePort();
    const first = await startWorker(port);
    const raw = corpusMessage(REJECTION);
    const socket = await halfSend(port, address, raw);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined); // the connection resets as the process dies
    const exited = once(first, 'exit');
    first.kill('SIGKILL');
    await Promise.all([exited, closed]);
    const acme = idOf.get('app-acme-backend')!;
    expect(await statusTitle(services, acme)).toBe('Applied');

    await startWorker(port);
    // The sending server never heard 250, so it sends the whole message again; then once more, as
    // if our 250 had been lost on the way.
    expect((await send(port, address, raw)).response).toMatch(/^250 /);
    expect((await send(port, address, raw)).response).toMatch(/^250 .*duplicate/);
    expect(await statusTitle(services, acme)).toBe('Rejected');
    expect((await services.appliedJobs.statusHistory(sam.owner, acme)).filter((change) => change.evidence)).toHaveLength(1);
  });
});
