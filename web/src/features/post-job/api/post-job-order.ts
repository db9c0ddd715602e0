import { request } from '../../../lib/rest-client';
import type { JobInfo } from '../utils/posting-draft';

export interface JobOrder {
  jobInfo: JobInfo;
  logo: File | null;
  priceId: string;
  email: string;
  autoBump: boolean;
  /** This app's addresses the checkout sends the browser back to. */
  successCallback: string;
  cancelCallback: string;
}

export interface CheckoutStart {
  sessionId: string;
  /** The card provider's checkout page. */
  url: string;
}

/**
 * POST /remotejobs: the posting form, its logo and the chosen price as one multipart form
 * (GraphQL carries no files here). Visitors may post: without a session no token is sent.
 */
export async function placeJobOrder(order: JobOrder): Promise<CheckoutStart> {
  const form = new FormData();
  // Text parts first: the server reads them before it meets the file part.
  form.append('jobInfo', JSON.stringify(order.jobInfo));
  form.append('priceId', order.priceId);
  form.append('email', order.email);
  form.append('autoBump', order.autoBump ? 'yes' : 'no');
  form.append('successCallback', order.successCallback);
  form.append('cancelCallback', order.cancelCallback);
  if (order.logo) form.append('company_logo', order.logo, order.logo.name);
  const response = await request('/remotejobs', { method: 'POST', body: form });
  return (await response.json()) as CheckoutStart;
}
