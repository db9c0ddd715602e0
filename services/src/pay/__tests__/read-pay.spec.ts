import type { Salary } from '../../ingestion/board-adapter';
import { readPay } from '../read-pay';
import { payDescriptions } from '../../seed/hostile-text';

const text = (descriptionHtml: string): Salary | null => readPay({ salary: null, descriptionHtml });
const pay = (min: number | null, max: number | null, currency: string | null, period: Salary['period']): Salary => ({ min, max, currency, period });

/** Strings quoted from the recorded feeds (../shared/feeds), each with the pay a reader takes from it. */
describe('readPay on what postings write', () => {
  it.each([
    // The forms the product issue lists.
    ['$120k–$150k', pay(120_000, 150_000, 'USD', 'year')],
    ['€60.000 – €75.000', pay(60_000, 75_000, 'EUR', 'year')],
    ['Rate: USD 50/hour', pay(50, 50, 'USD', 'hour')],
    ['Salary: ₹18 LPA', pay(1_800_000, 1_800_000, 'INR', 'year')],
    ['£45,000 - £55,000 per annum', pay(45_000, 55_000, 'GBP', 'year')],
    ['$80,000 to $100,000', pay(80_000, 100_000, 'USD', 'year')],
    ['Salary: CAD 90K', pay(90_000, 90_000, 'CAD', 'year')],
    // RemoteOK.
    ['Compensation range: $65,000 - $75,000 annually', pay(65_000, 75_000, 'USD', 'year')],
    ['The base salary range is 148,000 USD - 230,000 USD.', pay(148_000, 230_000, 'USD', 'year')],
    ['Improved work-life balance $9 - $11 an hour About 1840 &amp; Company', pay(9, 11, 'USD', 'hour')],
    ['Biology / Environmental Science Evaluator Remote | Hourly Contract | $80 $120/hour Quick…', pay(80, 120, 'USD', 'hour')],
    ['we anticipate offering an hourly rate of 17.75 - 19 USD / hourly, depending on relevant factors', pay(17.75, 19, 'USD', 'hour')],
    ['Competitive salary package - $40-108k based on your qualifications and experience', pay(40_000, 108_000, 'USD', 'year')],
    ['$120,000 - $160,000 a year Please note, this range is listed in CAD.', pay(120_000, 160_000, 'CAD', 'year')],
    ['Salary: PLN 6.000 - 10.000 + VAT (B2B); PLN 5.000 - 7.500 brutto (UZL)', pay(6_000, 10_000, 'PLN', null)],
    ['<li>Salario acorde al mercado: S/565</li><li>Bono por teletrabajo</li>', pay(565, 565, 'PEN', null)],
    ['SALARY: $1,000 PER WEEK', pay(1_000, 1_000, 'USD', 'week')],
    // We Work Remotely.
    ['Salary Range: $ $122,980.78 - $162,381.96 /year', pay(122_980.78, 162_381.96, 'USD', 'year')],
    ['Salary Range: $79,040/yr - $95,680/yr', pay(79_040, 95_680, 'USD', 'year')],
    ['The salary range for this role is between 60k - 90k CAD per annum.', pay(60_000, 90_000, 'CAD', 'year')],
    ['Benefits Competitive Salary $70k - $92k (AUD) + Share Options Package', pay(70_000, 92_000, 'AUD', 'year')],
    ['The monthly salary will be $2500-4000 depending on experience.', pay(2_500, 4_000, 'USD', 'month')],
    ['Our engineers earn $5k - $10k / month. We’ve already paid out over $10M.', pay(5_000, 10_000, 'USD', 'month')],
    ['(the hourly rate for this role starts at 6$/h (paid bi-weekly)', pay(6, 6, 'USD', 'hour')],
    ['The starting Salary for this role is €2200 Euros per month.', pay(2_200, 2_200, 'EUR', 'month')],
    ['You can make anywhere from $400-$4,000 US dollars a month here!', pay(400, 4_000, 'USD', 'month')],
    ['<li>€46,728 - €62,953 + share appreciation rights (SARs)</li>', pay(46_728, 62_953, 'EUR', 'year')],
    ['A competitive salary of 45-50k and a performance program based on KPIs', pay(45_000, 50_000, null, 'year')],
    ['<p>Salary $150K+</p>', pay(150_000, null, 'USD', 'year')],
    ['<li>Budget: $4,000 to $6,000 per month</li>', pay(4_000, 6_000, 'USD', 'month')],
    ['Compensation $155k - $175k USD I $196k - $221k CAD', pay(155_000, 175_000, 'USD', 'year')],
    ['1. Salary: $120k+ based on experience 2. $20,000 signing bonus', pay(120_000, null, 'USD', 'year')],
    // Remotive, Himalayas, RemoteJobs.org.
    ['Competitive Compensation: $160,000–$200,000 CAD/USD (based on experience)', pay(160_000, 200_000, 'USD', 'year')],
    ['COMPENSATION STRUCTURE $5 o $6K USD per month based on experience', pay(5_000, 6_000, 'USD', 'month')],
    ['gehalt 90 000 Euro - 120 000 Euro Jahreszielgehalt, je nach Qualifikation', pay(90_000, 120_000, 'EUR', 'year')],
    ['The estimated annual cash salary for this role is CAD $146,250 - CAD $195,000.', pay(146_250, 195_000, 'CAD', 'year')],
    ['Monthly salary ranges from AUD 420–600, depending on hiring region', pay(420, 600, 'AUD', 'month')],
    ['Entry Level: $17.50/hr (with advancement opportunities) AND a monthly bonus program', pay(17.5, 17.5, 'USD', 'hour')],
  ])('%j', (html, expected) => {
    expect(text(html)).toEqual(expected);
  });

  it('reads benefits, bonuses and the company’s money as no pay', () => {
    const notPay = [
      'Learning budget of £1,000 a year for books, training courses and conferences',
      'Home-Office Setup: One-time USD $500 - Monthly Stipend: USD $150 per month via a Brex Card',
      '$20,000 signing bonus',
      'Raised a $4.6M seed a few months ago. Health insurance 401k (no match right now)',
      'In 2021, SmartAsset completed a $110 million Series D funding round that valued the company at over $1 billion.',
      'we are on track to achieve an impressive $50 million in revenue this year alone.',
      'We currently spend over $4.2 Million Dollars a month across YouTube, Facebook, Google Search &amp; Display.',
      'Experience managing ad budgets of at least $20,000 per month',
      '2-3 years of experience as a Paid Social Advertiser managing $50k+ monthly budgets',
      'a consistent user base of ~ 1000 MAU (each spending upwards of $1000/mo)',
      'Remote work stipend - We add $1,200/yr to all of our salaries to provide our team with an extra $100/month',
      'a 1-year access to a Baymard Core plan (normally $2,388/year)',
      'We’ve already paid out over $11M to our engineers.',
      '+ 250 € netto p. a. für Fitnessaktivitäten',
      'A €5,000 p.a. travel allowance to visit colleagues across the globe',
      'Our clients range from large e-commerce enterprises (&gt;$100M per year) to successful mid-stage ($1M - $80 per year) brands',
      'Each sale is between $250 and $2,500.',
      '<li>Up to $1,000 annually for third-party education</li>',
      'Deliver up to $700K+ in annual new business growth',
      'More than 600,000 product builders use our suite of tools',
      'Strong proficiency in PHP7/8 and Laravel.',
      'Benefits: 401(k) with 6% match. Read our 2025 Gender Pay Gap Report.',
      'Competitive salary, equity and benefits.',
      '📅 22/06 – 09/07/2026 ⏰ 10:00 – 13:00 h (L–V) 🕐 40 horas',
    ];
    expect(notPay.filter((html) => text(html) !== null)).toEqual([]);
  });

  it('needs a pay word, a period or a salary-shaped range to take an amount for pay', () => {
    expect(text('we are transforming the $300B+ US telecom industry')).toBeNull();
    expect(text('Salário Salary Sueldo')).toBeNull();
    // Monthly or yearly? Too small for a year, and no word says: no pay rather than a guess.
    expect(text('R$ 8.000 a R$ 10.000')).toBeNull();
  });

  it('gives no salary for pay per piece of work', () => {
    expect(text('Initial compensation is up to $0.06 per word')).toBeNull();
    expect(text('mentors are paid an honorarium between $20.50-$37.50 per 30 minute call with students')).toBeNull();
    expect(text('Our writing fee scales the more you write for us, starting at $315 USD per post.')).toBeNull();
  });

  it('reads a title when the description states no pay, and not a bonus in one', () => {
    const title = 'Senior Executive Assistant to the CEO (up to $100k per year depending on experience and location)';
    expect(readPay({ salary: null, descriptionHtml: '<p>About the role</p>', title })).toEqual(pay(100_000, 100_000, 'USD', 'year'));
    expect(readPay({ salary: null, descriptionHtml: '', title: 'Backend Engineer, CAD 90K' })).toEqual(pay(90_000, 90_000, 'CAD', 'year'));
    expect(readPay({ salary: null, descriptionHtml: '', title: '$100k starting bonus with up $56 WRVU ED Overnight Teleradiology' })).toBeNull();
  });
});

describe('readPay with the board’s salary fields', () => {
  it('keeps fields the text agrees with, taking the period from the text', () => {
    const salary = pay(100_000, 150_000, 'USD', null);
    expect(readPay({ salary, descriptionHtml: 'Salary Range: $100,000–$150,000 Annually' })).toEqual(pay(100_000, 150_000, 'USD', 'year'));
    expect(readPay({ salary: pay(3_800, 5_100, 'USD', null), descriptionHtml: 'The compensation range for this role is: $3,800 - $5,100 gross per month.' })).toEqual(
      pay(3_800, 5_100, 'USD', 'month'),
    );
  });

  it('keeps a range the board built from the ranges the text lists', () => {
    const descriptionHtml = 'Annual Salary USD 293,000 - 587,000 in Massachusetts // 293,000 - 624,000 in California &amp; New York // 257,500 - 624,000 in North Carolina';
    expect(readPay({ salary: pay(257_500, 624_000, 'USD', 'year'), descriptionHtml })).toEqual(pay(257_500, 624_000, 'USD', 'year'));
  });

  it('lets the text win where it contradicts the fields (RemoteOK)', () => {
    const salary = pay(110_000, 130_000, 'USD', 'year');
    expect(readPay({ salary, descriptionHtml: 'This position has a salary range of $26-$31/hour.', board: 'remoteok' })).toEqual(pay(26, 31, 'USD', 'hour'));
    expect(readPay({ salary: pay(65_000, 107_500, 'USD', 'year'), descriptionHtml: 'The salary range for this role is expected to be between 90-135k based on skills', board: 'remoteok' })).toEqual(
      pay(90_000, 135_000, 'USD', 'year'),
    );
    // Jobicy's min-only field against the posting's own range.
    expect(readPay({ salary: pay(130_000, null, 'GBP', 'year'), descriptionHtml: 'London or Remote (UK) | £100,000 - £130,000 + Incentive Awards' })).toEqual(
      pay(100_000, 130_000, 'GBP', 'year'),
    );
  });

  it('prefers the text’s own period for the same pay', () => {
    const descriptionHtml = 'starting base pay for this position ranges between $15 - $25 per hour.';
    expect(readPay({ salary: pay(31_200, 52_000, 'USD', null), descriptionHtml })).toEqual(pay(15, 25, 'USD', 'hour'));
  });

  it('keeps fields when the text states no pay, inferring a year only for annual-looking amounts', () => {
    expect(readPay({ salary: pay(80_000, 100_000, 'USD', null), descriptionHtml: 'Competitive salary.' })).toEqual(pay(80_000, 100_000, 'USD', 'year'));
    expect(readPay({ salary: pay(3_000, 10_000, 'USD', null), descriptionHtml: 'Compensation: 100% Commission' })).toEqual(pay(3_000, 10_000, 'USD', null));
    expect(readPay({ salary: pay(100_000, 180_000, 'USD', 'year'), descriptionHtml: 'Salary: In accordance with qualifications. (normally $2,388/year)' })).toEqual(
      pay(100_000, 180_000, 'USD', 'year'),
    );
  });

  it('drops RemoteOK’s estimate for a posting paid per piece of work', () => {
    const descriptionHtml = '💰 What You’ll Get $80 – $100 USD per accepted challenge (with additional bonuses)';
    expect(readPay({ salary: pay(100_000, 150_000, 'USD', 'year'), descriptionHtml, board: 'remoteok' })).toBeNull();
  });
});

describe('readPay on hostile input', () => {
  it('is null for nothing, currency without an amount, and absurd amounts', () => {
    expect(text('')).toBeNull();
    expect(readPay({ salary: null, descriptionHtml: undefined as unknown as string, title: 42 as unknown as string })).toBeNull();
    expect(text('Salary: USD')).toBeNull();
    expect(text('Salary: $')).toBeNull();
    expect(text('Salary: $999999999999999k')).toBeNull();
    expect(text('Salary: 1e308 USD')).toBeNull();
    expect(text('Salary: $6,000,000 a year')).toBeNull();
    expect(text('Salary: $500 a year')).toBeNull();
  });

  it('ignores absurd or broken board fields', () => {
    expect(readPay({ salary: pay(1e308, 1e308, 'USD', 'year'), descriptionHtml: '' })).toBeNull();
    expect(readPay({ salary: pay(Number.NaN, Number.POSITIVE_INFINITY, 'USD', 'year'), descriptionHtml: '' })).toBeNull();
    expect(readPay({ salary: pay(1e308, null, 'USD', 'year'), descriptionHtml: 'Salary: $90,000 - $100,000' })).toEqual(pay(90_000, 100_000, 'USD', 'year'));
    expect(readPay({ salary: { min: 50_000, max: 60_000, currency: 'constructor', period: 'fortnight' as Salary['period'] }, descriptionHtml: '' })).toEqual(
      pay(50_000, 60_000, null, 'year'),
    );
  });

  it('takes the first pay statement of contradictory text', () => {
    expect(text('Salary: $50,000 - $60,000. Later: salary €200,000.')).toEqual(pay(50_000, 60_000, 'USD', 'year'));
  });

  it('reads non-English postings', () => {
    expect(text('Sueldo: 1.500.000 COP mensuales')).toEqual(pay(1_500_000, 1_500_000, 'COP', 'month'));
    expect(text('Rémunération : 55 000 € par an')).toEqual(pay(55_000, 55_000, 'EUR', 'year'));
  });

  it('reads a bounded window of a huge description, and survives text built to make it slow', () => {
    const filler = 'x '.repeat(1_000_000);
    expect(text(`${filler}Salary: $120k`)).toEqual(pay(120_000, 120_000, 'USD', 'year'));
    expect(text(`${filler}Salary: $120k${filler}`)).toBeNull();
    // What each answers; the bench times them (bench/src/hostile-inputs.ts).
    expect(payDescriptions().map((html) => text(html))).toEqual([null, null, null, null, expect.objectContaining({ currency: 'USD' }), null]);
  });
});
