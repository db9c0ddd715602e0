import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A form body or query string as Stripe reads it: `items[0][price]=p` is `{ items: [{ price: 'p' }] }`. */
export interface Form {
  [key: string]: FormValue;
}
export type FormValue = string | Form | FormValue[];

export interface RecordedStripeRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: Form;
  body: Form;
  headers: http.IncomingHttpHeaders;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
}

/**
 * What the next matching request gets instead of its answer: an error (the request is not
 * handled), its answer lost after it was handled (the connection is cut, as when a network drops
 * a response, so a retry must be replayed from its idempotency key), no answer at all, or no
 * answer after it was handled (the caller waits while Stripe has done the work: where a crash
 * test kills the caller).
 */
export type StripeFailure = { status: number; error: StripeErrorBody } | 'drop-after-handling' | 'hang' | 'hang-after-handling';

export interface StripeServer {
  /** For STRIPE_API_BASE. */
  url: string;
  /** Every request, in order, including retries and the ones given a failure. */
  requests: RecordedStripeRequest[];
  /** The stored objects of one type (`customer`, `subscription`, `payment_intent`, ...), as Stripe would answer them. */
  objects(type: string): StripeObject[];
  /** Changes a stored object, e.g. a subscription gone `past_due` after a failed renewal. */
  patch(id: string, changes: StripeObject): void;
  failNext(method: string, path: string | RegExp, failure: StripeFailure): void;
  /** Resolves once a matching request has been handled (answered, or not, as a failure says). */
  handled(method: string, path: string | RegExp): Promise<RecordedStripeRequest>;
  /** The next subscription's first payment is declined with this error, whatever the card. */
  declineNextCharge(error?: StripeErrorBody): void;
  reset(): void;
  close(): Promise<void>;
}

export type StripeObject = Record<string, unknown>;

const GENERIC_DECLINE: StripeErrorBody = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

interface TestCard {
  brand: string;
  last4: string;
  /** Stripe checks a card when it is attached to a customer; these fail that check. */
  declinedOnAttach?: StripeErrorBody;
  /** Attached fine, but every charge is declined. */
  declinedOnCharge?: StripeErrorBody;
}

/**
 * Stripe's test payment methods (docs.stripe.com/testing) that this server knows. As on Stripe,
 * attaching one to a customer makes a new payment method with its own id. Any other `pm_` id
 * stands for a card the browser tokenised: it attaches as itself and charges succeed.
 */
const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  // 4000 0000 0000 0002: declined whenever used, attaching included.
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', declinedOnAttach: GENERIC_DECLINE },
  // 4000 0000 0000 0341: attaches, then every charge on the customer fails; what makes a subscription incomplete.
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', declinedOnCharge: GENERIC_DECLINE },
};

/** Stripe expands at most four levels (`a.b.c.d`). */
const MAX_EXPAND_DEPTH = 4;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

interface Answer {
  status: number;
  body: unknown;
  replayed?: boolean;
}

/**
 * A local stand-in for the parts of Stripe's v1 API the payment provider calls, so the real SDK
 * can be exercised without the network: form-encoded requests, JSON answers shaped like Stripe's
 * (ids, `object`, lists, `expand`, errors), idempotent replays of POSTs, and the test cards'
 * declines. Objects live in memory until `reset()` or `close()`.
 */
export async function startStripeServer(options: { secretKey?: string } = {}): Promise<StripeServer> {
  const requests: RecordedStripeRequest[] = [];
  const store = new Map<string, StripeObject>();
  /** Fields Stripe answers only when asked for with `expand` (an invoice's `payments`), by object id. */
  const includable = new Map<string, Record<string, StripeObject>>();
  /** What Stripe does when each attached payment method is charged. */
  const chargeDeclines = new Map<string, StripeErrorBody>();
  const idempotent = new Map<string, { method: string; path: string; rawBody: string; answer: Answer }>();
  let failures: { method: string; path: string | RegExp; failure: StripeFailure }[] = [];
  let waiters: { method: string; path: string | RegExp; resolve: (request: RecordedStripeRequest) => void }[] = [];
  const matches = (f: { method: string; path: string | RegExp }, request: RecordedStripeRequest) =>
    f.method === request.method && (typeof f.path === 'string' ? f.path === request.path : f.path.test(request.path));
  const notify = (request: RecordedStripeRequest) => {
    const woken = waiters.filter((w) => matches(w, request));
    waiters = waiters.filter((w) => !woken.includes(w));
    for (const w of woken) w.resolve(request);
  };
  let nextChargeDecline: StripeErrorBody | undefined;

  const put = (object: StripeObject): StripeObject => {
    store.set(object.id as string, object);
    return object;
  };
  const find = (type: string, id: string, param = 'id'): StripeObject => {
    const object = store.get(id);
    if (!object || object.object !== type) {
      throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${type}: '${id}'` });
    }
    return object;
  };

  function render(object: StripeObject, expand: FormValue | undefined): StripeObject {
    const copy = structuredClone(object);
    for (const path of expandPaths(expand)) {
      const segments = path.split('.');
      if (segments.length > MAX_EXPAND_DEPTH) {
        throw invalidRequest(`You cannot expand more than ${MAX_EXPAND_DEPTH} levels of a property. Property: ${path}`, 'expand');
      }
      expandInto(copy, segments);
    }
    return copy;
  }

  function expandInto(node: StripeObject, segments: string[]): void {
    const [field, ...rest] = segments;
    if (node.object === 'list' && field === 'data') {
      if (rest.length) for (const item of node.data as StripeObject[]) expandInto(item, rest);
      return;
    }
    let value = field in node ? node[field] : structuredClone(includable.get(node.id as string)?.[field]);
    if (value === undefined) {
      throw invalidRequest(`This property cannot be expanded because it doesn't exist: ${field}.`, 'expand');
    }
    if (typeof value === 'string') {
      const target = store.get(value);
      if (!target) throw invalidRequest(`This property cannot be expanded (${field}).`, 'expand');
      value = structuredClone(target);
    }
    node[field] = value;
    if (rest.length && value && typeof value === 'object') expandInto(value as StripeObject, rest);
  }

  function createCustomer(body: Form): StripeObject {
    return put({
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: str(body.email) ?? null,
      metadata: form(body.metadata),
      invoice_settings: { default_payment_method: null },
      livemode: false,
    });
  }

  function updateCustomer(id: string, body: Form): StripeObject {
    const customer = find('customer', id);
    const settings = form(body.invoice_settings);
    const defaultMethod = str(settings.default_payment_method);
    if (defaultMethod !== undefined) {
      attachedTo(id, defaultMethod, 'invoice_settings[default_payment_method]');
      customer.invoice_settings = { ...(customer.invoice_settings as StripeObject), default_payment_method: defaultMethod };
    }
    if (body.email !== undefined) customer.email = str(body.email);
    if (body.metadata !== undefined) customer.metadata = { ...(customer.metadata as StripeObject), ...form(body.metadata) };
    return customer;
  }

  function attachedTo(customerId: string, paymentMethodId: string, param: string): StripeObject {
    const method = store.get(paymentMethodId);
    if (!method || method.object !== 'payment_method' || method.customer !== customerId) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param,
        message: `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
      });
    }
    return method;
  }

  function attachPaymentMethod(id: string, body: Form): StripeObject {
    const customerId = str(body.customer);
    if (!customerId) throw missingParam('customer');
    find('customer', customerId, 'customer');
    const card = TEST_CARDS[id];
    if (card?.declinedOnAttach) throw new StripeApiError(402, card.declinedOnAttach);
    if (!card && !/^pm_[A-Za-z0-9]+$/.test(id)) find('payment_method', id);
    const existing = store.get(id);
    if (existing?.customer && existing.customer !== customerId) {
      throw invalidRequest('The payment method you provided has already been attached to a customer.');
    }
    const method = put({
      id: card ? newId('pm') : id,
      object: 'payment_method',
      type: 'card',
      card: { brand: card?.brand ?? 'visa', last4: card?.last4 ?? '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
      customer: customerId,
      created: now(),
      livemode: false,
      metadata: {},
    });
    if (card?.declinedOnCharge) chargeDeclines.set(method.id as string, card.declinedOnCharge);
    return method;
  }

  function createSubscription(body: Form): StripeObject {
    const customerId = str(body.customer);
    if (!customerId) throw missingParam('customer');
    const customer = find('customer', customerId, 'customer');
    const items = list(body.items);
    const price = str(form(items[0]).price);
    if (!price) throw missingParam('items[0][price]');
    const methodId =
      str(body.default_payment_method) ?? ((customer.invoice_settings as StripeObject).default_payment_method as string | null) ?? undefined;
    if (!methodId) {
      throw invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.');
    }
    attachedTo(customerId, methodId, 'default_payment_method');
    const decline = nextChargeDecline ?? chargeDeclines.get(methodId);
    nextChargeDecline = undefined;
    if (decline && str(body.payment_behavior) === 'error_if_incomplete') throw new StripeApiError(402, decline);

    const created = now();
    const periodEnd = addMonth(created);
    const amount = 1000;
    const subscriptionId = newId('sub');
    const intent = put({
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      currency: 'usd',
      customer: customerId,
      payment_method: methodId,
      status: decline ? 'requires_payment_method' : 'succeeded',
      last_payment_error: decline ? { ...decline, payment_method: structuredClone(store.get(methodId)) } : null,
      created,
      livemode: false,
    });
    const invoice = put({
      id: newId('in'),
      object: 'invoice',
      customer: customerId,
      status: decline ? 'open' : 'paid',
      amount_due: amount,
      amount_paid: decline ? 0 : amount,
      amount_remaining: decline ? amount : 0,
      currency: 'usd',
      collection_method: 'charge_automatically',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: form(body.metadata) } },
      created,
      livemode: false,
    });
    includable.set(invoice.id as string, {
      payments: stripeList(`/v1/invoice_payments?invoice=${invoice.id as string}`, [
        {
          id: newId('inpay'),
          object: 'invoice_payment',
          invoice: invoice.id,
          is_default: true,
          amount_requested: amount,
          amount_paid: decline ? null : amount,
          currency: 'usd',
          payment: { type: 'payment_intent', payment_intent: intent.id },
          status: decline ? 'open' : 'paid',
          status_transitions: { canceled_at: null, paid_at: decline ? null : created },
          created,
          livemode: false,
        },
      ]),
    });
    return put({
      id: subscriptionId,
      object: 'subscription',
      customer: customerId,
      status: decline ? 'incomplete' : 'active',
      items: stripeList(`/v1/subscription_items?subscription=${subscriptionId}`, [
        {
          id: newId('si'),
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          quantity: Number(str(form(items[0]).quantity) ?? 1),
          subscription: subscriptionId,
          current_period_start: created,
          current_period_end: periodEnd,
          metadata: {},
          created,
        },
      ]),
      latest_invoice: invoice.id,
      default_payment_method: methodId,
      collection_method: 'charge_automatically',
      currency: 'usd',
      metadata: form(body.metadata),
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      start_date: created,
      created,
      livemode: false,
    });
  }

  function cancelSubscription(id: string): StripeObject {
    const subscription = find('subscription', id);
    if (subscription.status === 'canceled') {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    }
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
    return subscription;
  }

  /** Only what we change on a subscription: whether it stops renewing at the end of its period. */
  function updateSubscription(id: string, body: Form): StripeObject {
    const subscription = find('subscription', id);
    if (subscription.status === 'canceled') {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    }
    const cancelAtPeriodEnd = str(body.cancel_at_period_end);
    if (cancelAtPeriodEnd !== undefined) {
      const stop = cancelAtPeriodEnd === 'true';
      Object.assign(subscription, { cancel_at_period_end: stop, canceled_at: stop ? now() : null });
    }
    return subscription;
  }

  /** A customer's subscriptions, newest first, in one page (`status=all` includes canceled ones, as on Stripe). */
  function listSubscriptions(query: Form): StripeObject {
    const customer = str(query.customer);
    const status = str(query.status);
    const found = [...store.values()].filter(
      (o) =>
        o.object === 'subscription' &&
        (customer === undefined || o.customer === customer) &&
        (status === 'all' || (status === undefined ? o.status !== 'canceled' : o.status === status)),
    );
    return stripeList('/v1/subscriptions', found.reverse());
  }

  function createCheckoutSession(body: Form): StripeObject {
    const mode = str(body.mode);
    if (!mode) throw missingParam('mode');
    if (!str(form(list(body.line_items)[0]).price)) throw missingParam('line_items[0][price]');
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    return put({
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      success_url: str(body.success_url) ?? null,
      cancel_url: str(body.cancel_url) ?? null,
      customer_email: str(body.customer_email) ?? null,
      customer: null,
      subscription: null,
      payment_intent: null,
      metadata: form(body.metadata),
      created: now(),
      expires_at: now() + 24 * 60 * 60,
      livemode: false,
    });
  }

  const routes: { method: string; path: RegExp; handle: (params: string[], body: Form) => StripeObject }[] = [
    { method: 'POST', path: /^\/v1\/customers$/, handle: (_, body) => createCustomer(body) },
    { method: 'POST', path: /^\/v1\/customers\/([^/]+)$/, handle: ([id], body) => updateCustomer(id, body) },
    { method: 'POST', path: /^\/v1\/payment_methods\/([^/]+)\/attach$/, handle: ([id], body) => attachPaymentMethod(id, body) },
    { method: 'POST', path: /^\/v1\/subscriptions$/, handle: (_, body) => createSubscription(body) },
    { method: 'POST', path: /^\/v1\/subscriptions\/([^/]+)$/, handle: ([id], body) => updateSubscription(id, body) },
    { method: 'DELETE', path: /^\/v1\/subscriptions\/([^/]+)$/, handle: ([id]) => cancelSubscription(id) },
    { method: 'POST', path: /^\/v1\/checkout\/sessions$/, handle: (_, body) => createCheckoutSession(body) },
    { method: 'GET', path: /^\/v1\/subscriptions$/, handle: (_, query) => listSubscriptions(query) },
    ...(
      [
        ['customers', 'customer'],
        ['payment_methods', 'payment_method'],
        ['subscriptions', 'subscription'],
        ['invoices', 'invoice'],
        ['payment_intents', 'payment_intent'],
        ['checkout/sessions', 'checkout.session'],
      ] as const
    ).map(([collection, type]) => ({
      method: 'GET',
      path: new RegExp(`^/v1/${collection}/([^/]+)$`),
      handle: ([id]: string[]) => find(type, id),
    })),
  ];

  function answer(method: string, path: string, params: Form): Answer {
    try {
      for (const route of routes) {
        const match = route.method === method ? route.path.exec(path) : null;
        if (match) return { status: 200, body: render(route.handle(match.slice(1).map(decodeURIComponent), params), params.expand) };
      }
      return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
    } catch (e) {
      if (e instanceof StripeApiError) return { status: e.status, body: { error: e.body } };
      throw e;
    }
  }

  /** A wrong key is refused before anything else, as Stripe keeps idempotent answers per account. */
  function unauthorized(authorization: string | undefined): Answer | undefined {
    if (options.secretKey === undefined || authorization === `Bearer ${options.secretKey}`) return undefined;
    const key = authorization?.replace(/^Bearer /, '');
    const message = key
      ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 0))}${key.slice(-4)}`
      : 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.';
    return { status: 401, body: { error: { type: 'invalid_request_error', message } } };
  }

  /**
   * Stripe keeps a POST's answer for its key and replays it, unless the request was refused before
   * it ran (bad parameters); the same key with other parameters is refused.
   */
  function answerOnce(request: RecordedStripeRequest, rawBody: string): Answer {
    const refused = unauthorized(request.authorization);
    if (refused) return refused;
    const key = request.method === 'POST' ? request.idempotencyKey : undefined;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier) {
      if (earlier.method !== request.method || earlier.path !== request.path || earlier.rawBody !== rawBody) {
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
                `Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        };
      }
      return { ...earlier.answer, replayed: true };
    }
    const fresh = answer(request.method, request.path, { ...request.query, ...request.body });
    if (key && fresh.status !== 400 && fresh.status !== 404) {
      idempotent.set(key, { method: request.method, path: request.path, rawBody, answer: fresh });
    }
    return fresh;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const request: RecordedStripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: parseForm(url.search.slice(1)),
        body: parseForm(rawBody),
        headers: req.headers,
        idempotencyKey: header(req.headers['idempotency-key']),
        authorization: header(req.headers.authorization),
      };
      requests.push(request);
      const failureAt = failures.findIndex((f) => matches(f, request));
      const failure = failureAt >= 0 ? failures.splice(failureAt, 1)[0].failure : undefined;
      if (failure === 'hang') return notify(request);
      if (typeof failure === 'object') {
        send(res, { status: failure.status, body: { error: failure.error } });
        return notify(request);
      }
      const result = answerOnce(request, rawBody);
      if (failure === 'drop-after-handling') req.socket.destroy();
      else if (failure !== 'hang-after-handling') send(res, result);
      notify(request);
    });
  });
  // The SDK keeps connections alive; a test that cuts one should not see a server error.
  server.on('clientError', (_e, socket) => socket.destroy());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    objects: (type) => [...store.values()].filter((o) => o.object === type).map((o) => structuredClone(o)),
    patch: (id, changes) => {
      const object = store.get(id);
      if (!object) throw new Error(`The Stripe server holds no ${id}`);
      Object.assign(object, changes);
    },
    failNext: (method, path, failure) => void failures.push({ method, path, failure }),
    handled: (method, path) => new Promise((resolve) => waiters.push({ method, path, resolve })),
    declineNextCharge: (error = GENERIC_DECLINE) => void (nextChargeDecline = error),
    reset: () => {
      requests.length = 0;
      for (const map of [store, includable, chargeDeclines, idempotent]) map.clear();
      failures = [];
      nextChargeDecline = undefined;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function send(res: http.ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(7).toString('hex')}`,
    ...(answer.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
  res.end(JSON.stringify(answer.body));
}

/**
 * Stripe's bracket notation, as the SDK writes it (indexed arrays, nested objects). Arrays come
 * back as arrays when every key of a level is an index.
 */
export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = key.replace(/\]/g, '').split('[');
    // A body could otherwise reach Object.prototype through these.
    if (segments.some((s) => s === '__proto__' || s === 'constructor' || s === 'prototype')) continue;
    let node = root;
    segments.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === segments.length - 1) node[name] = value;
      else node = (typeof node[name] === 'object' ? node[name] : (node[name] = {})) as Form;
    });
  }
  return arraysFromIndexes(root) as Form;
}

function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysFromIndexes(value[k])] as const);
  if (keys.length && keys.every((k) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

function expandPaths(expand: FormValue | undefined): string[] {
  if (expand === undefined) return [];
  if (typeof expand === 'string') return [expand];
  return (Array.isArray(expand) ? expand : Object.values(expand)).filter((p): p is string => typeof p === 'string');
}

function stripeList(url: string, data: StripeObject[]): StripeObject {
  return { object: 'list', data, has_more: false, url };
}

function invalidRequest(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
}

function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param);
}

const str = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const form = (value: FormValue | undefined): Form => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);
const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const now = (): number => Math.floor(Date.now() / 1000);
const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
