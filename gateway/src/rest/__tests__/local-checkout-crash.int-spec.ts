import { startGatewayProcess } from '../../test/gateway-process';
import { orderJobPosting, postingForm } from '../../test/job-posting-order';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

// Issue 46: in local payment mode a Pay marks its checkout paid in the same transaction as what it
// buys (the posting published, its receipt written), so a gateway killed with -9 in the middle of
// seventy Pays leaves each purchase whole or untouched, and paying again after the restart
// finishes the untouched ones: every posting published once, with one receipt.

const PAYS = 70;

let gw: TestGateway;

beforeAll(async () => {
  gw = await createTestGateway({ PUBLIC_URL: 'http://localhost:4000' });
});
afterAll(() => gw.close());

interface Purchase {
  sessionId: string;
  postingId: string;
}

async function orderPostings(count: number): Promise<Purchase[]> {
  const poster = await gw.signUp();
  const purchases: Purchase[] = [];
  for (let i = 0; i < count; i++) {
    const res = await orderJobPosting(gw, { user: poster, info: postingForm({ jobTitle: `Crash Engineer ${i} ${Math.random().toString(36).slice(2, 8)}` }) });
    expect(res.status).toBe(201);
    const [posting] = await gw.services.db.query(`SELECT id FROM job_postings WHERE checkout_session_id = $1`, [res.body.sessionId]);
    purchases.push({ sessionId: res.body.sessionId, postingId: posting.id });
  }
  return purchases;
}

/** Each purchase as the database holds it: the session's status, the posting's job, its receipts and their mails. */
async function stateOf(purchases: Purchase[]) {
  const rows: { session_status: string; published: boolean; receipts: number; mails: number }[] = await gw.services.db.query(
    `SELECT s.status AS session_status, p.job_id IS NOT NULL AS published,
            (SELECT count(*)::int FROM purchase_receipts r WHERE r.purchase_key = 'job-posting:' || p.id) AS receipts,
            (SELECT count(*)::int FROM purchase_receipts r JOIN mail_messages m ON m.id = r.mail_message_id WHERE r.purchase_key = 'job-posting:' || p.id) AS mails
       FROM unnest($1::text[], $2::uuid[]) AS x(session_id, posting_id)
       JOIN local_checkout_sessions s ON s.id = x.session_id
       JOIN job_postings p ON p.id = x.posting_id`,
    [purchases.map((p) => p.sessionId), purchases.map((p) => p.postingId)],
  );
  return rows;
}

it(`${PAYS} Pays at once with the gateway killed mid-way: each purchase whole or untouched, and all of them whole once paid again after the restart`, async () => {
  const purchases = await orderPostings(PAYS);
  const gateway = await startGatewayProcess({ PUBLIC_URL: 'http://localhost:4000' });
  let answered = 0;
  try {
    const pays = purchases.map(({ sessionId }) =>
      fetch(`${gateway.origin}/api/v1/test_checkout/${sessionId}/pay`, { method: 'POST' }).then(
        (res) => {
          if (res.status === 200) answered++;
          return res.status;
        },
        () => 'no answer' as const,
      ),
    );
    // Killed as soon as one purchase has gone through, with the rest in flight.
    await Promise.race(pays.map((pay) => pay.then((status) => (status === 200 ? undefined : new Promise(() => undefined)))));
    await gateway.kill();
    await Promise.all(pays);
  } finally {
    await gateway.kill();
  }

  const afterCrash = await stateOf(purchases);
  expect(answered).toBeGreaterThan(0);
  for (const purchase of afterCrash) {
    // Whole (paid, published, one receipt recorded with its mail) or untouched (open, nothing done).
    expect([
      { session_status: 'complete', published: true, receipts: 1, mails: 1 },
      { session_status: 'open', published: false, receipts: 0, mails: 0 },
    ]).toContainEqual(purchase);
  }

  // After the restart (this process's gateway stands for it), the buyer pays the open ones again,
  // over REST and GraphQL by turns; paying a paid one again only answers where to go.
  const again = await Promise.all(
    purchases.map(async ({ sessionId }, i) => {
      if (i % 2 === 0) return (await gw.request.post(`/api/v1/test_checkout/${sessionId}/pay`)).body.redirectUrl;
      const res = await gw.graphql('mutation ($id: ID!) { payTestCheckout(id: $id) { redirectUrl } }', { id: sessionId });
      return res.body.data?.payTestCheckout.redirectUrl ?? res.body.errors;
    }),
  );
  expect(again).toEqual(purchases.map(() => expect.stringContaining('/#/post-job?status=success')));
  const afterRestart = await stateOf(purchases);
  expect(afterRestart).toEqual(purchases.map(() => ({ session_status: 'complete', published: true, receipts: 1, mails: 1 })));
  const [{ jobs }] = await gw.services.db.query(`SELECT count(DISTINCT job_id)::int AS jobs FROM job_postings WHERE id = ANY($1::uuid[])`, [
    purchases.map((p) => p.postingId),
  ]);
  expect(jobs).toBe(PAYS);
});
