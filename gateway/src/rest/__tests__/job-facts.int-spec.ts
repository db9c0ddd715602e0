import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * What a seeker asks of a job first (issue #19), over both transports: where it can be done from
 * (with the card's badge), what it pays (with its annual USD equivalent) and how senior it is;
 * and the seeker's own country and time zone in Account Settings.
 */
let gw: TestGateway;
let user: TestUser;

beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());
beforeEach(async () => {
  await gw.services.db.query(`TRUNCATE jobs, companies, tags, shortlisted_jobs, applied_jobs, job_visits CASCADE`);
  user = await gw.signUp();
});

const JOB_FACTS = `
  eligibility { anywhere countries timezones { minUtcOffset maxUtcOffset } badge forYou }
  salary { min max currency period annualUsdMin annualUsdMax }
  seniority jobType`;

async function restJob(id: string) {
  const res = await gw.request.get(`/api/v1/users/${user.userId}/remotejobs/${id}`).set(bearer(user));
  expect(res.status).toBe(200);
  return res.body;
}

async function graphqlJob(id: string) {
  const res = await gw.graphql(`query ($id: ID!) { job(id: $id) { ${JOB_FACTS} } }`, { id }, user.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.job;
}

describe('a job answers where it can be done from, what it pays and how senior it is', () => {
  it('reads the rule from the stored place and shows the same badge over REST, GraphQL and in lists', async () => {
    const cases = [
      { location: 'USA Only', rule: { anywhere: false, countries: ['US'], timezones: null }, badge: 'US only' },
      { location: 'Anywhere in the World', rule: { anywhere: true, countries: [], timezones: null }, badge: 'Anywhere' },
      { location: 'Remote (UTC-5 to UTC+1)', rule: { anywhere: false, countries: [], timezones: { minUtcOffset: -5, maxUtcOffset: 1 } }, badge: 'UTC\u22125 to UTC+1' },
      { location: 'Remote', rule: { anywhere: false, countries: [], timezones: null }, badge: null },
    ];
    for (const c of cases) {
      const { id } = await createJob(gw.services, { title: c.location, location: c.location });
      const rest = await restJob(id);
      const graphql = await graphqlJob(id);
      expect(rest.eligibility).toEqual({ ...c.rule, badge: c.badge, forYou: null });
      expect(graphql.eligibility).toEqual(rest.eligibility);
    }
    const list = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send({});
    expect(list.body.data.map((j: { eligibility: { badge: string | null } }) => j.eligibility.badge).sort()).toEqual(['Anywhere', 'US only', 'UTC\u22125 to UTC+1', null].sort());
  });

  it('tells the caller whether they may take each job from where they work, once they say, over both transports', async () => {
    const usOnly = await createJob(gw.services, { title: 'US only', location: 'USA Only' });
    const europe = await createJob(gw.services, { title: 'Europe', location: 'Europe' });
    const remote = await createJob(gw.services, { title: 'Remote', location: 'Remote' });
    const usHours = await createJob(gw.services, { title: 'US hours', location: 'Remote (UTC-8 to UTC-5)' });
    const forYou = async (id: string) => {
      const rest = (await restJob(id)).eligibility.forYou;
      expect((await graphqlJob(id)).eligibility.forYou).toBe(rest);
      return rest;
    };
    expect(await forYou(usOnly.id)).toBeNull();

    await gw.request.put(`/api/v1/users/${user.userId}`).set(bearer(user)).send({ country: 'DE' });
    expect([await forYou(usOnly.id), await forYou(europe.id), await forYou(remote.id), await forYou(usHours.id)]).toEqual([
      'may-not',
      'may-apply',
      'unknown',
      'may-not',
    ]);
    // Every job, with "Jobs I can take from" off (it is on once a country is set).
    const list = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send({ eligibility: 'any' });
    expect(Object.fromEntries(list.body.data.map((j: { jobTitle: string; eligibility: { forYou: string } }) => [j.jobTitle, j.eligibility.forYou]))).toEqual({
      'US only': 'may-not',
      Europe: 'may-apply',
      Remote: 'unknown',
      'US hours': 'may-not',
    });

    // A US seeker's own zone decides a job's hours: Eastern time is inside UTC−8…−5, Hawaii is not.
    await gw.request.put(`/api/v1/users/${user.userId}`).set(bearer(user)).send({ country: 'US', timezone: 'America/New_York' });
    expect(await forYou(usHours.id)).toBe('may-apply');
    await gw.request.put(`/api/v1/users/${user.userId}`).set(bearer(user)).send({ timezone: 'Pacific/Honolulu' });
    expect(await forYou(usHours.id)).toBe('may-not');
    expect(await forYou(usOnly.id)).toBe('may-apply');
  });

  it('names a region by its countries ("Europe") and a short list of countries by name', async () => {
    const europe = await createJob(gw.services, { location: 'Europe' });
    const northAmerica = await createJob(gw.services, { location: 'USA or Canada' });
    expect((await restJob(europe.id)).eligibility.badge).toBe('Europe');
    expect((await restJob(northAmerica.id)).eligibility).toMatchObject({ countries: ['CA', 'US'], badge: 'Canada or US' });
  });

  it('shows pay in its own currency and period with the annual USD equivalent by the stored rates', async () => {
    const hourly = await createJob(gw.services, { salary: { min: 18.5, max: 22, currency: 'USD', period: 'hour' }, seniority: 'junior', jobType: 'Contract' });
    const [{ usd_per: eur }] = await gw.services.db.query(`SELECT usd_per FROM exchange_rates WHERE currency = 'EUR'`);
    const yearly = await createJob(gw.services, { salary: { min: 60000, max: 75000, currency: 'EUR', period: 'year' } });
    const noPeriod = await createJob(gw.services, { salary: { min: 5000, max: 6000, currency: 'USD', period: null } });

    for (const read of [restJob, graphqlJob]) {
      expect(await read(hourly.id)).toMatchObject({
        salary: { min: 18.5, max: 22, currency: 'USD', period: 'hour', annualUsdMin: 38480, annualUsdMax: 45760 },
        seniority: 'junior',
        jobType: 'Contract',
      });
      expect((await read(yearly.id)).salary).toEqual({
        min: 60000,
        max: 75000,
        currency: 'EUR',
        period: 'year',
        annualUsdMin: Math.round(60000 * eur),
        annualUsdMax: Math.round(75000 * eur),
      });
      // Without a period there is no honest yearly figure.
      expect((await read(noPeriod.id)).salary).toMatchObject({ min: 5000, period: null, annualUsdMin: null, annualUsdMax: null });
    }
  });
});

describe('Account Settings: the seeker\'s country and time zone', () => {
  const me = async () => (await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).body;
  const restUpdate = (body: object) => gw.request.put(`/api/v1/users/${user.userId}`).set(bearer(user)).send(body);
  const graphqlUpdate = (input: object) =>
    gw.graphql(`mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { name country timezone } }`, { input }, user.token);

  it('starts unset, is set and cleared over REST, and keeps the name when only the place changes', async () => {
    expect(await me()).toMatchObject({ country: null, timezone: null });
    const set = await restUpdate({ country: 'de', timezone: 'Europe/Berlin' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ name: 'Test User', country: 'DE', timezone: 'Europe/Berlin' });
    expect(await me()).toMatchObject({ country: 'DE', timezone: 'Europe/Berlin' });
    const cleared = await restUpdate({ timezone: '' });
    expect(cleared.body).toMatchObject({ country: 'DE', timezone: null });
  });

  it('is set and cleared over GraphQL', async () => {
    const set = await graphqlUpdate({ country: 'BR', timezone: 'America/Sao_Paulo' });
    expect(set.body.data.updateProfile).toEqual({ name: 'Test User', country: 'BR', timezone: 'America/Sao_Paulo' });
    const cleared = await graphqlUpdate({ country: null });
    expect(cleared.body.data.updateProfile).toMatchObject({ country: null, timezone: 'America/Sao_Paulo' });
  });

  it.each([
    ['a country name', { country: 'Germany' }, 'country must be a two-letter country code such as DE', 'country'],
    ['a code no country has', { country: 'XX' }, 'country must be a two-letter country code such as DE', 'country'],
    ['20,000 letters of country', { country: 'D'.repeat(20_000) }, 'country must be a two-letter country code such as DE', 'country'],
    ['a country as a number', { country: 49 }, 'country must be a two-letter country code such as DE', 'country'],
    ['a zone no one uses', { timezone: 'Mars/Olympus' }, 'timezone must be a time zone name such as Europe/Berlin', 'timezone'],
    ['20,000 letters of zone', { timezone: 'x'.repeat(20_000) }, 'timezone must be a time zone name such as Europe/Berlin', 'timezone'],
  ])('refuses %s with a message naming the field, on both transports', async (_case, input, message, field) => {
    const rest = await restUpdate(input);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(message);
    expect(rest.body.message).toContain(field);
    if (typeof Object.values(input)[0] === 'string') {
      const graphql = await graphqlUpdate(input);
      expect(graphql.body.errors[0].message).toBe(message);
    }
    expect(await me()).toMatchObject({ country: null, timezone: null });
  });
});

describe('exchange rates: public to read, admins set them, and jobs paid in that currency follow', () => {
  const restRates = () => gw.request.get('/api/v1/exchange_rates');

  it('lists the seeded snapshot with its date to anyone, over REST and GraphQL', async () => {
    const rest = await restRates();
    expect(rest.status).toBe(200);
    const eur = rest.body.data.find((r: { currency: string }) => r.currency === 'EUR');
    expect(eur).toEqual({ currency: 'EUR', usdPer: expect.any(Number), asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(rest.body.data.find((r: { currency: string }) => r.currency === 'USD')).toMatchObject({ usdPer: 1 });
    const graphql = await gw.graphql('{ exchangeRates { currency usdPer asOf } }');
    expect(graphql.body.data.exchangeRates).toEqual(rest.body.data);
  });

  it('an admin sets a rate over either transport, and the annual USD pay of jobs in that currency is worked out again', async () => {
    const admin = await gw.signUp({ admin: true });
    const { id } = await createJob(gw.services, { salary: { min: 50000, max: 60000, currency: 'EUR', period: 'year' } });
    const rest = await gw.request.put(`/api/v1/users/${admin.userId}/admin/exchange_rates`).set(bearer(admin)).send({ currency: 'eur', usdPer: 1.5, asOf: '2026-11-20' });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ currency: 'EUR', usdPer: 1.5, asOf: '2026-11-20' });
    expect((await restJob(id)).salary).toMatchObject({ annualUsdMin: 75000, annualUsdMax: 90000 });

    const graphql = await gw.graphql(
      `mutation ($input: ExchangeRateInput!) { setExchangeRate(input: $input) { currency usdPer asOf } }`,
      { input: { currency: 'EUR', usdPer: 1.2 } },
      admin.token,
    );
    expect(graphql.body.data.setExchangeRate).toMatchObject({ currency: 'EUR', usdPer: 1.2 });
    expect((await graphqlJob(id)).salary).toMatchObject({ annualUsdMin: 60000, annualUsdMax: 72000 });
  });

  it('is refused to anyone but an admin, on both transports', async () => {
    const rest = await gw.request.put(`/api/v1/users/${user.userId}/admin/exchange_rates`).set(bearer(user)).send({ currency: 'EUR', usdPer: 9 });
    expect(rest.status).toBe(403);
    const graphql = await gw.graphql(`mutation { setExchangeRate(input: { currency: "EUR", usdPer: 9 }) { currency } }`, {}, user.token);
    expect(graphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await restRates()).body.data.find((r: { currency: string }) => r.currency === 'EUR').usdPer).not.toBe(9);
  });

  it.each([
    [{ currency: 'EURO', usdPer: 1 }, 'currency must be a three-letter code such as EUR'],
    [{ currency: 'EUR', usdPer: 0 }, 'usdPer must be more than 0'],
    [{ currency: 'EUR', usdPer: -3 }, 'usdPer must be more than 0'],
    [{ currency: 'EUR', usdPer: 1e300 }, 'usdPer must be at most 1,000,000'],
    [{ currency: 'EUR', usdPer: 1, asOf: 'yesterday' }, 'asOf must be a date such as 2026-11-01'],
  ])('refuses %j naming the field, on both transports', async (input, message) => {
    const admin = await gw.signUp({ admin: true });
    const rest = await gw.request.put(`/api/v1/users/${admin.userId}/admin/exchange_rates`).set(bearer(admin)).send(input);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(message);
    const graphql = await gw.graphql(`mutation ($input: ExchangeRateInput!) { setExchangeRate(input: $input) { currency } }`, { input }, admin.token);
    expect(graphql.body.errors[0].message).toBe(message);
  });
});
