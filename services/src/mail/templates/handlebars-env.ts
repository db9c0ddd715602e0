import Handlebars from 'handlebars';
import { BRAND_COLOR, FONT_STACK } from './styles';

/** Our own Handlebars environment: helpers or partials registered here do not leak into any other user of the library. */
export const hbs = Handlebars.create();

export type CompiledTemplate = (view: object) => string;

/** HTML parts: every {{value}} is HTML-escaped; strict, so a misspelt field throws instead of vanishing. */
export function compileHtml(source: string): CompiledTemplate {
  const template = hbs.compile(source, { strict: true });
  return (view) => template(view);
}

/** Plain-text parts: nothing is escaped, the recipient sees the values as they are. */
export function compileText(source: string): CompiledTemplate {
  const template = hbs.compile(source, { strict: true, noEscape: true });
  return (view) => template(view);
}

/**
 * `{{> button url=… label="…"}}`: a "bulletproof" button (a table cell with a
 * padded link) that renders in Outlook too. Registered compiled, so it keeps
 * its own HTML escaping whatever template uses it.
 */
hbs.registerPartial(
  'button',
  hbs.compile(
    `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:24px 0;">
  <tr>
    <td align="center" bgcolor="${BRAND_COLOR}" style="border-radius:6px;background-color:${BRAND_COLOR};">
      <a href="{{url}}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${FONT_STACK};font-size:16px;font-weight:600;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">{{label}}</a>
    </td>
  </tr>
</table>`,
    { strict: true },
  ),
);

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Minutes until a link expires, as a whole positive number. */
export function expiryMinutes(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new Error('expiresInMinutes must be a positive number');
  }
  return Math.ceil(value);
}
