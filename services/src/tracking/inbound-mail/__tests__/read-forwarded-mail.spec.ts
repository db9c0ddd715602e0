import { InboundMailLimitError, UnknownForwarderError, UnreadableMailError } from '../inbound-mail-errors';
import { INBOUND_MAIL_LIMITS, type InboundMailLimits } from '../inbound-mail-limits';
import { readForwardedMail } from '../read-forwarded-mail';
import { assertForwardedByVerifiedAddress } from '../verified-forwarder';
import { corpusMessage } from './corpus-results';

const read = (file: string) => readForwardedMail(corpusMessage(file), INBOUND_MAIL_LIMITS);

/** A message as a forwarder's mail program would send it, with the body and content type given. */
function message(body: string, contentType = 'text/plain; charset=utf-8', extraHeaders = ''): Buffer {
  return Buffer.from(
    `From: Sam Rivera <sam@rivera.dev>\r\nTo: fwd-8k2m4q@in.remotehunt.app\r\nSubject: Fwd: hello\r\nDate: Tue, 18 Nov 2025 17:14:00 +0000\r\nMIME-Version: 1.0\r\n${extraHeaders}Content-Type: ${contentType}\r\n\r\n${body}\r\n`,
  );
}

async function limitBroken(raw: Buffer, limits: InboundMailLimits = INBOUND_MAIL_LIMITS): Promise<string> {
  const error = await readForwardedMail(raw, limits).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InboundMailLimitError);
  return (error as InboundMailLimitError).cap;
}

describe('readForwardedMail: the ways mail is forwarded', () => {
  it('reads a Gmail inline forward: the original sender, subject and text, without the header block', async () => {
    const mail = await read('rejection-lever-northwind-other-candidates.eml');
    expect(mail.style).toBe('inline');
    expect(mail.forwardedBy).toEqual({ name: 'Sam Rivera', address: 'sam.rivera@gmail.com' });
    expect(mail.sender).toEqual({ name: 'Northwind Traders', address: 'no-reply@hire.lever.co' });
    expect(mail.subject).toBe('Your application to Northwind Traders');
    expect(mail.text.startsWith('Hi Sam,')).toBe(true);
    expect(mail.text).not.toMatch(/Forwarded message|^ugh/m);
  });

  it('reads an Outlook inline forward', async () => {
    const mail = await read('received-lever-northwind.eml');
    expect(mail.style).toBe('inline');
    expect(mail.forwardedBy?.address).toBe('s.rivera@outlook.com');
    expect(mail.sender).toEqual({ name: 'Northwind Traders', address: 'no-reply@hire.lever.co' });
    expect(mail.subject).toBe('Thank you for your application to Northwind Traders');
  });

  it('reads an Apple Mail inline forward', async () => {
    const mail = await read('received-greenhouse-acme-platform.eml');
    expect(mail.style).toBe('inline');
    expect(mail.forwardedBy?.address).toBe('sam@rivera.dev');
    expect(mail.sender?.address).toBe('no-reply@us.greenhouse-mail.io');
    expect(mail.text).toContain('Your application for Platform Engineer has been received');
  });

  it('reads a message forwarded as an attachment, with its own date and calendar file', async () => {
    const mail = await read('interview-ashby-piedpiper-ics-utc.eml');
    expect(mail.style).toBe('attached');
    expect(mail.forwardedBy?.address).toBe('s.rivera@outlook.com');
    expect(mail.sender).toEqual({ name: 'Pied Piper Hiring Team', address: 'no-reply@ashbyhq.com' });
    expect(mail.subject).toBe('Interview with Pied Piper – Frontend Engineer');
    expect(mail.sentAt?.toISOString()).toBe('2025-11-12T18:02:00.000Z');
    expect(mail.calendars).toHaveLength(1);
    expect(mail.calendars[0]).toContain('DTSTART:20251119T170000Z');
  });

  it('reads a redirected message by its Resent-From', async () => {
    const mail = await read('received-icims-stark.eml');
    expect(mail.style).toBe('resent');
    expect(mail.forwardedBy?.address).toBe('sam@rivera.dev');
    expect(mail.sender?.address).toBe('starkanalytics@talent.icims.com');
  });

  it('reads a message forwarded by a mailbox rule by its X-Forwarded-For, and turns its HTML into text', async () => {
    const mail = await read('received-ashby-piedpiper.eml');
    expect(mail.style).toBe('auto-forwarded');
    expect(mail.forwardedBy?.address).toBe('sam.rivera@gmail.com');
    expect(mail.sender?.address).toBe('no-reply@ashbyhq.com');
    expect(mail.text).toContain("We've received your application for the Frontend Engineer role at Pied Piper.");
    expect(mail.text).not.toContain('<');
  });

  it('reads mail that is no forward as sent by its From', async () => {
    const mail = await readForwardedMail(message('Just a note to myself.'), INBOUND_MAIL_LIMITS);
    expect(mail.style).toBe('direct');
    expect(mail.sender).toEqual(mail.forwardedBy);
    expect(mail.subject).toBe('hello');
  });
});

describe('assertForwardedByVerifiedAddress', () => {
  it('lets mail from a verified address through, whatever its case', async () => {
    const mail = await read('received-icims-stark.eml');
    expect(() => assertForwardedByVerifiedAddress(mail, ['Sam@Rivera.dev'])).not.toThrow();
  });

  it('refuses mail from anyone else', async () => {
    const mail = await read('received-icims-stark.eml');
    expect(() => assertForwardedByVerifiedAddress(mail, ['sam.rivera@gmail.com'])).toThrow(UnknownForwarderError);
  });
});

describe('readForwardedMail: hostile input', () => {
  it('refuses a 30 MB message by its raw size, before parsing it', async () => {
    const raw = Buffer.concat([message(''), Buffer.alloc(30 * 1024 * 1024, 'a')]);
    expect(await limitBroken(raw)).toBe('rawBytes');
  });

  it('refuses 500 attachments: by their parts, or by their number where more parts are allowed', async () => {
    const parts = Array.from({ length: 500 }, (_, i) => `--X\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename="f${i}.bin"\r\n\r\nabc${i}\r\n`);
    const raw = message(`--X\r\nContent-Type: text/plain\r\n\r\nhi\r\n${parts.join('')}--X--`, 'multipart/mixed; boundary="X"');
    expect(await limitBroken(raw)).toBe('parts');
    expect(await limitBroken(raw, { ...INBOUND_MAIL_LIMITS, maxParts: 1000 })).toBe('attachmentCount');
  });

  it('refuses an attachment over the size cap', async () => {
    const big = Buffer.alloc(3000, 'z').toString('base64');
    const raw = message(
      `--X\r\nContent-Type: text/plain\r\n\r\nhi\r\n--X\r\nContent-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="a.pdf"\r\n\r\n${big}\r\n--X--`,
      'multipart/mixed; boundary="X"',
    );
    expect(await limitBroken(raw, { ...INBOUND_MAIL_LIMITS, maxAttachmentBytes: 2000 })).toBe('attachmentBytes');
  });

  it('refuses a multipart nested 5,000 deep by its number of parts', async () => {
    const depth = 5000;
    const opening = Array.from({ length: depth }, (_, i) => `--b${i}\r\nContent-Type: multipart/mixed; boundary="b${i + 1}"\r\n\r\n`).join('');
    const closing = Array.from({ length: depth }, (_, i) => `--b${depth - i}--\r\n`).join('');
    const raw = message(`${opening}--b${depth}\r\nContent-Type: text/plain\r\n\r\nhello\r\n${closing}--b0--`, 'multipart/mixed; boundary="b0"');
    expect(await limitBroken(raw)).toBe('parts');
  });

  it('refuses text past the text cap', async () => {
    expect(await limitBroken(message('word '.repeat(100)), { ...INBOUND_MAIL_LIMITS, maxTextChars: 100 })).toBe('textChars');
  });

  it('reads the text out of an HTML bomb of 100,000 nested tags', async () => {
    const bomb = `${'<div>'.repeat(100_000)}hello${'</div>'.repeat(100_000)}`;
    const mail = await readForwardedMail(message(bomb, 'text/html; charset=utf-8'), INBOUND_MAIL_LIMITS);
    expect(mail.text).toBe('hello');
  });

  it('reads the text out of 100,000 tags never closed', async () => {
    const mail = await readForwardedMail(message(`${'<b><i>'.repeat(50_000)}x`, 'text/html'), INBOUND_MAIL_LIMITS);
    expect(mail.text).toBe('x');
  });

  it('keeps only the text of a script-laden HTML body', async () => {
    const html = [
      '<html><head><title>t</title><script>document.cookie</script><style>p{color:red}</style></head><body>',
      '<p onclick="steal()">Hello <b>Sam</b> &amp; team</p>',
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example">framed</iframe>',
      '<script type="module">import("https://evil.example/x.js")</script><noscript>enable js</noscript>',
      '<a href="javascript:alert(2)">Click</a></body></html>',
    ].join('');
    const mail = await readForwardedMail(message(html, 'text/html; charset=utf-8'), INBOUND_MAIL_LIMITS);
    expect(mail.text).toBe('Hello Sam & team\nClick');
  });

  it('reads malformed headers as what can be made of them', async () => {
    const raw = Buffer.from(
      'From: <<<@@@>>>\r\nSubject: =?utf-8?B?!!!?=\r\nDate: not a date\r\nX-Forwarded-For: \r\nContent-Type: multipart/mixed; boundary=\r\nContent-Transfer-Encoding: base64\r\n\r\n@@@@\r\n',
    );
    const mail = await readForwardedMail(raw, INBOUND_MAIL_LIMITS);
    expect(mail.sentAt).toBeNull();
    expect(mail.style).toBe('direct');
    expect(mail.text).toBe('');
  });

  it('refuses a 2 MB header as unreadable (mailparser stops at 1 MB of header per part)', async () => {
    const raw = message('body', 'text/plain', `X-Junk: ${'y'.repeat(2 * 1024 * 1024)}\r\n`);
    await expect(readForwardedMail(raw, INBOUND_MAIL_LIMITS)).rejects.toBeInstanceOf(UnreadableMailError);
  });

  it('reads bytes that are no message at all as an empty message from no one', async () => {
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const mail = await readForwardedMail(junk, INBOUND_MAIL_LIMITS);
    expect(mail).toEqual({ forwardedBy: null, sender: null, subject: '', text: '', sentAt: null, calendars: [], style: 'direct' });
  });
});
