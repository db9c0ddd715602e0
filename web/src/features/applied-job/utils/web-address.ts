/**
 * Contact links are typed by users. The server accepts only http(s) addresses, but
 * a link is rendered from whatever comes back, so anything else stays plain text.
 */
export function isWebAddress(value: string | null | undefined): value is string {
  return Boolean(value && /^https?:\/\/\S+$/i.test(value.trim()));
}
