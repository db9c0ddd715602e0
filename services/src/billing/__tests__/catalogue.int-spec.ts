import type { Services } from '../../app/services';
import { createTestServices } from '../../test/services';
import { CatalogueService } from '../catalogue.service';

let services: Services;
let catalogue: CatalogueService;
const admin = { userId: '00000000-0000-4000-8000-0000000000aa', sessionId: 's1', isAdmin: true, isRecruiter: false, hasAppAccess: true };
const user = { userId: '00000000-0000-4000-8000-0000000000bb', sessionId: 's2', isAdmin: false, isRecruiter: false, hasAppAccess: true };

beforeAll(async () => {
  services = await createTestServices();
  catalogue = new CatalogueService(services.db, { defaultCountry: 'US', publishableKey: 'pk_test_123', testMode: false });
});
afterAll(() => services.close());

describe('product info', () => {
  it("answers the country's own prices, in order, with the publishable key", async () => {
    const info = await catalogue.productInfo('app-subscription', 'IN');
    expect(info.public_key).toBe('pk_test_123');
    expect(info.prices.map((p) => [p.id, p.label, p.currency, p.subscription, p.interval, p.intervalType])).toEqual([
      ['app-monthly-in', 'Monthly', 'inr', true, 1, 'month'],
      ['app-yearly-in', 'Yearly', 'inr', true, 1, 'year'],
      ['app-lifetime-in', 'Lifetime', 'inr', false, null, null],
    ]);
  });

  it("falls back to the default country's prices for a country without its own, or none", async () => {
    for (const country of ['DE', 'de', '', null]) {
      const info = await catalogue.productInfo('app-subscription', country);
      expect(info.prices.map((p) => p.id)).toEqual(['app-monthly-us', 'app-yearly-us', 'app-lifetime-us']);
    }
  });

  it('has the job posting at $199, once or every 30 days (auto-bump)', async () => {
    const { prices } = await catalogue.productInfo('job-posting', 'US');
    expect(prices).toEqual([
      expect.objectContaining({ id: 'job-posting-us', amount: 19900, currency: 'usd', subscription: false }),
      expect.objectContaining({ id: 'job-posting-auto-bump-us', amount: 19900, subscription: true, interval: 30, intervalType: 'day' }),
    ]);
  });

  it('in local test mode hands out no publishable key', async () => {
    const local = new CatalogueService(services.db, { defaultCountry: 'US', publishableKey: 'pk_live_x', testMode: true });
    expect(await local.productInfo('newsletter', 'US')).toMatchObject({ public_key: null, testMode: true, prices: [expect.objectContaining({ amount: 200 })] });
  });
});

describe('a checkout price', () => {
  it('must be an active price of that product', async () => {
    await expect(catalogue.activePrice('app-subscription', 'app-monthly-us')).resolves.toMatchObject({ id: 'app-monthly-us' });
    for (const wrong of ['job-posting-us', 'nope', undefined, 42]) {
      await expect(catalogue.activePrice('app-subscription', wrong)).rejects.toMatchObject({
        code: 'VALIDATION',
        message: 'Please choose one of the offered plans',
      });
    }
  });
});

describe('admin editing', () => {
  afterEach(() =>
    services.db.query(`UPDATE billing_prices SET label = 'Yearly', amount = 7900, active = true, provider_price_id = NULL WHERE id = 'app-yearly-us'`),
  );

  it('changes label, amount and provider price; a retired price leaves the offer', async () => {
    const edited = await catalogue.updatePrice(admin, 'app-yearly-us', { label: 'Yearly (save 27%)', amount: 6900, providerPriceId: 'price_123' });
    expect(edited).toMatchObject({ label: 'Yearly (save 27%)', amount: 6900, providerPriceId: 'price_123', currency: 'usd', interval: 1 });
    await catalogue.updatePrice(admin, 'app-yearly-us', { active: false });
    const { prices } = await catalogue.productInfo('app-subscription', 'US');
    expect(prices.map((p) => p.id)).toEqual(['app-monthly-us', 'app-lifetime-us']);
    await expect(catalogue.activePrice('app-subscription', 'app-yearly-us')).rejects.toMatchObject({ code: 'VALIDATION' });
    expect((await catalogue.listForAdmin(admin)).find((p) => p.id === 'app-yearly-us')).toMatchObject({ active: false });
  });

  it('is for admins only, and refuses nonsense', async () => {
    await expect(catalogue.updatePrice(user, 'app-yearly-us', { amount: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(catalogue.listForAdmin(user)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(catalogue.updatePrice(admin, 'app-yearly-us', {})).rejects.toMatchObject({ message: 'Please provide something to change' });
    await expect(catalogue.updatePrice(admin, 'app-yearly-us', { amount: -5 })).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(catalogue.updatePrice(admin, 'no-such-price', { amount: 5 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await catalogue.productInfo('app-subscription', 'US')).prices[1]).toMatchObject({ amount: 7900 });
  });
});
