import { createTestGateway, bearer, type TestGateway, type TestUser } from '../../test/test-gateway';

// The catalogue's calls: prices by the caller's country, the publishable key, admin editing.

let gw: TestGateway;
let local: TestGateway;
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  gw = await createTestGateway({
    GEO_COUNTRY_HEADER: 'cf-ipcountry',
    STRIPE_SECRET_KEY: 'sk_test_not_used_here',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_remotehunt',
  });
  local = await createTestGateway({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '' });
  [user, admin] = await Promise.all([gw.signUp(), gw.signUp({ admin: true })]);
});
afterAll(async () => {
  await gw.services.db.query(`UPDATE billing_prices SET label = 'Monthly', amount = 900, active = true, provider_price_id = NULL WHERE id = 'app-monthly-us'`);
  await Promise.all([gw.close(), local.close()]);
});

describe('GET /job-posting/product-info', () => {
  it('needs no token and answers $199 once or every 30 days, with the publishable key', async () => {
    const res = await gw.request.get('/api/v1/job-posting/product-info');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('cf-ipcountry');
    expect(res.body).toEqual({
      public_key: 'pk_test_remotehunt',
      testMode: false,
      prices: [
        { id: 'job-posting-us', productId: 'job-posting', label: 'Job posting', amount: 19900, currency: 'usd', subscription: false, interval: null, intervalType: null, country: 'US' },
        {
          id: 'job-posting-auto-bump-us',
          productId: 'job-posting',
          label: 'Job posting, renewed every 30 days',
          amount: 19900,
          currency: 'usd',
          subscription: true,
          interval: 30,
          intervalType: 'day',
          country: 'US',
        },
      ],
    });
  });

  it('in local test mode (no secret key) hands out no publishable key', async () => {
    const res = await local.request.get('/api/v1/job-posting/product-info');
    expect(res.body).toMatchObject({ public_key: null, testMode: true });
  });
});

describe('GET /users/{userId}/subscription/products', () => {
  const products = (country?: string) => {
    const req = gw.request.get(`/api/v1/users/${user.userId}/subscription/products`).set(bearer(user));
    return country ? req.set('cf-ipcountry', country) : req;
  };

  it("answers the caller's country's plans: monthly, yearly and the lifetime plan without the subscription flag", async () => {
    const res = await products('IN');
    expect(res.status).toBe(200);
    expect(res.body.prices.map((p: { id: string; subscription: boolean; currency: string }) => [p.id, p.subscription, p.currency])).toEqual([
      ['app-monthly-in', true, 'inr'],
      ['app-yearly-in', true, 'inr'],
      ['app-lifetime-in', false, 'inr'],
    ]);
  });

  it("falls back to the default country's plans", async () => {
    for (const country of ['DE', undefined]) {
      const res = await products(country);
      expect(res.body.prices.map((p: { id: string }) => p.id)).toEqual(['app-monthly-us', 'app-yearly-us', 'app-lifetime-us']);
    }
  });

  it('needs a token', async () => {
    expect((await gw.request.get(`/api/v1/users/${user.userId}/subscription/products`)).status).toBe(401);
  });
});

describe('admin prices', () => {
  it('lists every price with its provider id and state', async () => {
    const res = await gw.request.get(`/api/v1/users/${admin.userId}/admin/prices`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(9);
    expect(res.body.data[0]).toEqual(expect.objectContaining({ providerPriceId: null, active: true, position: expect.any(Number) }));
  });

  it('edits a price, and what callers are offered follows', async () => {
    const put = await gw.request
      .put(`/api/v1/users/${admin.userId}/admin/prices/app-monthly-us`)
      .set(bearer(admin))
      .send({ amount: 1200, label: 'Monthly plan', providerPriceId: 'price_1Monthly' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: 'app-monthly-us', amount: 1200, label: 'Monthly plan', providerPriceId: 'price_1Monthly', currency: 'usd' });
    const offered = await gw.request.get(`/api/v1/users/${user.userId}/subscription/products`).set(bearer(user));
    expect(offered.body.prices[0]).toMatchObject({ id: 'app-monthly-us', amount: 1200, label: 'Monthly plan' });
    // Users never see the provider's price id.
    expect(offered.body.prices[0]).not.toHaveProperty('providerPriceId');
  });

  it('answers 400 with a message for a bad edit and 404 for an unknown price', async () => {
    const bad = await gw.request.put(`/api/v1/users/${admin.userId}/admin/prices/app-monthly-us`).set(bearer(admin)).send({ amount: 'free' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    const missing = await gw.request.put(`/api/v1/users/${admin.userId}/admin/prices/nope`).set(bearer(admin)).send({ amount: 5 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The price was not found' });
  });

  it('is the same over GraphQL', async () => {
    const res = await gw.graphql('mutation { updatePrice(id: "app-monthly-us", input: { active: false }) { id active } }', {}, admin.token);
    expect(res.body.data.updatePrice).toEqual({ id: 'app-monthly-us', active: false });
    const offered = await gw.graphql('query { subscriptionProducts { prices { id } testMode public_key } }', {}, user.token);
    expect(offered.body.data.subscriptionProducts).toEqual({
      prices: [{ id: 'app-yearly-us' }, { id: 'app-lifetime-us' }],
      testMode: false,
      public_key: 'pk_test_remotehunt',
    });
    const open = await gw.graphql('query { jobPostingProductInfo { prices { amount } } }');
    expect(open.body.data.jobPostingProductInfo.prices).toEqual([{ amount: 19900 }, { amount: 19900 }]);
  });
});
