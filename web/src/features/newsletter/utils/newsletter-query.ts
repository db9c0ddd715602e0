import { paths } from '../../../config/paths';

type NewsletterQuery = NonNullable<Parameters<typeof paths.newsletter.getHref>[0]>;

/** This page's address with the current query (`search`) except `dropped`: a notice or a token is used once. */
export function newsletterHrefWithout(search: string, dropped: 'status' | 'loginToken'): string {
  const params = new URLSearchParams(search);
  const get = (key: keyof NewsletterQuery) => params.get(key) ?? undefined;
  const status = get('status');
  const query: NewsletterQuery = {
    userId: get('userId'),
    name: get('name'),
    email: get('email'),
    country: get('country'),
    scheduleEvery: get('scheduleEvery'),
    category: get('category'),
    contains: get('contains'),
    status: status === 'success' || status === 'cancel' ? status : undefined,
    loginToken: get('loginToken'),
  };
  return paths.newsletter.getHref({ ...query, [dropped]: undefined });
}
