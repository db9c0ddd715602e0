import type { UsdRates } from './annual-usd';

/**
 * What one unit of each currency was worth in US dollars on 2025-06-30: approximate mid-market
 * rates, rounded to three significant figures (the AED peg is exact). Good enough to turn a
 * posting's pay into an annual USD figure for filters and sorting; not for accounting. An admin
 * will be able to edit rates in the database; this snapshot is the default until then.
 */
export const EXCHANGE_RATE_SNAPSHOT: UsdRates = Object.freeze({
  asOf: '2025-06-30',
  usdPer: Object.freeze({
    USD: 1,
    EUR: 1.17,
    GBP: 1.37,
    CAD: 0.733,
    AUD: 0.656,
    NZD: 0.607,
    CHF: 1.26,
    INR: 0.0117,
    PHP: 0.0178,
    BRL: 0.183,
    MXN: 0.0531,
    JPY: 0.00694,
    SEK: 0.105,
    NOK: 0.0991,
    DKK: 0.157,
    PLN: 0.276,
    ZAR: 0.0563,
    SGD: 0.785,
    ARS: 0.00084,
    COP: 0.000245,
    CZK: 0.0474,
    HUF: 0.00293,
    RON: 0.231,
    TRY: 0.0251,
    ILS: 0.297,
    AED: 0.2723,
    PEN: 0.282,
    CLP: 0.00107,
    HKD: 0.127,
    CNY: 0.14,
    KRW: 0.00074,
    BGN: 0.598,
    UAH: 0.024,
    NGN: 0.00065,
    KES: 0.0077,
    EGP: 0.0202,
    MYR: 0.237,
    IDR: 0.0000616,
    THB: 0.0307,
    VND: 0.0000383,
  }),
});
