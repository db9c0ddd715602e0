import { randomUUID } from 'node:crypto';
import { mailedSenderToken } from '@remotehunt/services/test/mailed-links';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';
import { type Answer, fromGraphQL, type Transport, TRANSPORTS } from '../../test/transports';

// Issue 48, item 5: the forwarding address, the addresses mail is read from (confirmed by a mailed
// link) and the suggestions forwarded mail makes, over REST and GraphQL alike. The receiver itself
// is tested over SMTP in services/src/tracking/mail-forwarding/__tests__/smtp-receiver.int-spec.ts.

const DOMAIN = 'in.remotehunt.test';
let gw: TestGateway;
beforeAll(async () => {
  // The email-link budget as production sets it (test-env.js raises it for every other file).
  gw = await createTestGateway({ INBOUND_MAIL_DOMAIN: DOMAIN, RATE_LIMIT_EMAIL_LINKS_PER_HOUR: '5' });
});
afterAll(async () => {
  await gw.services.queues.mail.obliterate({ force: true });
  await gw.close();
});

const base = (user: TestUser) => `/api/v1/users/${user.userId}`;
const SETTINGS = 'address accountAddress receiving senders { _id address verified createdAt }';
const SUGGESTION = '_id receivedAt sender subject kind sentence appliedJobId jobTitle companyName toStatus toStatusTitle eventStartsAt eventTimeZone state';

const calls = {
  async settings(via: Transport, user: TestUser): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.get(`${base(user)}/mail_forwarding`).set(bearer(user));
      return { status: res.status, body: res.body };
    }
    return fromGraphQL((await gw.graphql(`query { mailForwarding { ${SETTINGS} } }`, {}, user.token)).body, 'mailForwarding');
  },
  async replace(via: Transport, user: TestUser): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.post(`${base(user)}/mail_forwarding/address`).set(bearer(user));
      return { status: res.status, body: res.body };
    }
    return fromGraphQL((await gw.graphql(`mutation { replaceForwardingAddress { ${SETTINGS} } }`, {}, user.token)).body, 'replaceForwardingAddress');
  },
  async addSender(via: Transport, user: TestUser, address: unknown): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.post(`${base(user)}/mail_forwarding/senders`).set(bearer(user)).send({ address });
      return { status: res.status, body: res.body };
    }
    const res = await gw.graphql('mutation ($a: String!) { addMailSender(address: $a) { _id address verified createdAt } }', { a: address }, user.token);
    return fromGraphQL(res.body, 'addMailSender');
  },
  async removeSender(via: Transport, user: TestUser, id: string): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.delete(`${base(user)}/mail_forwarding/senders/${id}`).set(bearer(user));
      return { status: res.status, body: res.body };
    }
    return fromGraphQL((await gw.graphql('mutation ($id: ID!) { removeMailSender(id: $id) }', { id }, user.token)).body, 'removeMailSender');
  },
  async verify(via: Transport, token: string): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.post('/api/v1/mail_senders/verify').send({ token });
      return { status: res.status, body: res.body };
    }
    const answer = fromGraphQL((await gw.graphql('mutation ($t: String!) { verifyMailSender(token: $t) }', { t: token })).body, 'verifyMailSender');
    return answer.status === 200 ? { status: 200, body: { address: answer.body.success } } : answer;
  },
  async suggestions(via: Transport, user: TestUser): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.get(`${base(user)}/mail_suggestions`).set(bearer(user));
      return { status: res.status, body: res.body };
    }
    return fromGraphQL((await gw.graphql(`query { mailSuggestions { ${SUGGESTION} } }`, {}, user.token)).body, 'mailSuggestions');
  },
  async confirm(via: Transport, user: TestUser, id: string, appliedJobId?: string): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.post(`${base(user)}/mail_suggestions/${id}/confirm`).set(bearer(user)).send(appliedJobId ? { appliedJobId } : {});
      return { status: res.status, body: res.body };
    }
    const res = await gw.graphql(`mutation ($id: ID!, $a: ID) { confirmMailSuggestion(id: $id, appliedJobId: $a) { ${SUGGESTION} } }`, { id, a: appliedJobId ?? null }, user.token);
    return fromGraphQL(res.body, 'confirmMailSuggestion');
  },
  async dismiss(via: Transport, user: TestUser, id: string): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.post(`${base(user)}/mail_suggestions/${id}/dismiss`).set(bearer(user));
      return { status: res.status, body: res.body };
    }
    return fromGraphQL((await gw.graphql(`mutation ($id: ID!) { dismissMailSuggestion(id: $id) { ${SUGGESTION} } }`, { id }, user.token)).body, 'dismissMailSuggestion');
  },
};

async function trackJob(user: TestUser, jobTitle: string, companyName: string): Promise<string> {
  const res = await gw.request.post(`${base(user)}/applied_jobs`).set(bearer(user)).send({ job: { jobTitle, companyName } });
  expect(res.status).toBe(201);
  return res.body._id;
}

/**
 * A rejection forwarded from the account's address by a company the tracker does not know by that
 * name (a staffing partner wrote it), so it cannot be matched: a suggestion without an application.
 */
function unmatchedRejection(user: TestUser, address: string, n: number): Buffer {
  return Buffer.from(
    [
      `From: Test User <${user.email}>`,
      `To: ${address}`,
      `Subject: Fwd: Update on your application ${n}`,
      `Message-ID: <unmatched-${n}-${user.userId}@example.test>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      '---------- Forwarded message ---------',
      'From: Talent Team <talent@northstar-staffing.example>',
      'Date: Mon, 30 Nov 2026 10:00:00 +0000',
      `Subject: Update on your application ${n}`,
      '',
      'Hi,',
      '',
      'Thank you for your interest. Unfortunately, we have decided not to move forward with your application at this time.',
      '',
      'Best of luck with your search.',
      '',
    ].join('\r\n'),
  );
}

async function suggestionFor(user: TestUser, n: number): Promise<string> {
  const { address } = (await calls.settings('REST', user)).body as { address: string };
  const outcome = await gw.services.mailIntake.receive(user.userId, unmatchedRejection(user, address, n));
  expect(outcome.result).toBe('suggested');
  return outcome.inboundMailId!;
}

describe.each(TRANSPORTS)('forwarded mail over %s', (via) => {
  it('gives each person a private forwarding address, made once, replaced on request', async () => {
    const user = await gw.signUp();
    const first = await calls.settings(via, user);
    expect(first).toMatchObject({ status: 200, body: { accountAddress: user.email.toLowerCase(), senders: [], receiving: false } });
    expect(first.body.address).toMatch(new RegExp(`^fw-[a-z2-7]{20}@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect((await calls.settings(via, user)).body.address).toBe(first.body.address);
    expect(await gw.services.forwardingAddresses.recipientUser(first.body.address as string)).toBe(user.userId);

    const replaced = await calls.replace(via, user);
    expect(replaced.body.address).not.toBe(first.body.address);
    expect(await gw.services.forwardingAddresses.recipientUser(first.body.address as string)).toBeNull();
    expect(await gw.services.forwardingAddresses.recipientUser(replaced.body.address as string)).toBe(user.userId);
  });

  it('reads mail from another address only once its mailed link is opened; the link works once', async () => {
    const user = await gw.signUp();
    const other = `work-${user.userId.slice(0, 8)}@example.com`;
    const added = await calls.addSender(via, user, other);
    expect(added).toMatchObject({ status: via === 'REST' ? 201 : 200, body: { address: other, verified: false } });
    expect(await gw.services.forwardingAddresses.verifiedAddresses(user.userId)).not.toContain(other);

    const token = await mailedSenderToken(gw.services, other);
    expect(await calls.verify(via, token)).toEqual({ status: 200, body: { address: other } });
    expect(await gw.services.forwardingAddresses.verifiedAddresses(user.userId)).toContain(other);
    expect((await calls.settings(via, user)).body.senders).toEqual([expect.objectContaining({ address: other, verified: true })]);
    expect(await calls.verify(via, token)).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^token: /) } });

    expect(await calls.removeSender(via, user, added.body._id as string)).toMatchObject({ status: 200 });
    expect(await gw.services.forwardingAddresses.verifiedAddresses(user.userId)).not.toContain(other);
  });

  it('refuses a bad address, the account’s own, a sixth one, and another person’s, naming the field', async () => {
    const user = await gw.signUp();
    expect(await calls.addSender(via, user, 'not an email')).toMatchObject({ status: 400, body: { message: 'address: this email is invalid' } });
    expect(await calls.addSender(via, user, user.email)).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^address: this is your account/) } });
    for (let i = 0; i < 5; i += 1) expect((await calls.addSender(via, user, `extra-${i}@example.com`)).status).toBeLessThan(300);
    expect(await calls.addSender(via, user, 'extra-6@example.com')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^address: you can forward from at most 5/) } });

    const stranger = await gw.signUp();
    const [sender] = (await calls.settings(via, user)).body.senders as { _id: string }[];
    expect((await calls.removeSender(via, stranger, sender._id)).status).toBe(404);
  });

  it('mails an address at most 5 links an hour, however often it is removed and added again', async () => {
    const user = await gw.signUp();
    const address = `again-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const added = await calls.addSender(via, user, address);
      expect(added.status).toBeLessThan(300);
      expect((await calls.removeSender(via, user, added.body._id as string)).status).toBe(200);
    }
    expect(await calls.addSender(via, user, address)).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many emails were asked for this address\. Please try again in \d+ minute\(s\)\./) } });
    // Nothing of the refused attempt was kept: the address is not listed.
    expect((await calls.settings(via, user)).body.senders).toEqual([]);
  });

  it('confirms a suggestion once, with the chosen application, the sentence in its history; another person gets 404', async () => {
    const user = await gw.signUp();
    const appliedJobId = await trackJob(user, 'Platform Engineer', 'Polaris');
    const id = await suggestionFor(user, 1);
    const listed = await calls.suggestions(via, user);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ _id: id, kind: 'rejection', appliedJobId: null, toStatusTitle: 'Rejected', state: 'pending', sentence: expect.stringContaining('not to move forward') }),
    ]);

    const stranger = await gw.signUp();
    expect((await calls.confirm(via, stranger, id, appliedJobId)).status).toBe(404);
    expect((await calls.suggestions(via, stranger)).body.data).toEqual([]);
    expect(await calls.confirm(via, user, id)).toMatchObject({ status: 400, body: { message: 'appliedJobId: pick the application this message is about' } });
    expect(await calls.confirm(via, user, id, 'nope')).toMatchObject({ status: 400, body: { message: 'appliedJobId: pick one of your applications' } });

    const answers = await Promise.all(Array.from({ length: 20 }, () => calls.confirm(via, user, id, appliedJobId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers[0].body).toMatchObject({ state: 'confirmed', appliedJobId, jobTitle: 'Platform Engineer', companyName: 'Polaris' });
    const history = await gw.request.get(`${base(user)}/applied_jobs/${appliedJobId}/status_history`).set(bearer(user));
    const fromMail = (history.body.data as { evidence: string | null }[]).filter((change) => change.evidence);
    expect(fromMail).toEqual([expect.objectContaining({ evidence: expect.stringContaining('not to move forward') })]);
    expect((await calls.suggestions(via, user)).body.data).toEqual([]);
    expect((await calls.dismiss(via, user, id)).status).toBe(409);
  });

  it('dismisses a suggestion, which then cannot be confirmed', async () => {
    const user = await gw.signUp();
    const appliedJobId = await trackJob(user, 'Data Engineer', 'Polaris');
    const id = await suggestionFor(user, 2);
    expect(await calls.dismiss(via, user, id)).toMatchObject({ status: 200, body: { state: 'dismissed' } });
    expect((await calls.suggestions(via, user)).body.data).toEqual([]);
    expect((await calls.confirm(via, user, id, appliedJobId)).status).toBe(409);
    const job = await gw.request.get(`${base(user)}/applied_jobs/${appliedJobId}`).set(bearer(user));
    expect(job.body.status).toBe('5f0c6c1e-0000-4000-8000-000000000001');
  });
});
