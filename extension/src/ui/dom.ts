type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | boolean | undefined>;

/**
 * An element with its attributes and children. Text is always set as text, never parsed as HTML:
 * much of what the popup shows comes from the page it read.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    // A control's current value is a property; its attribute is only the default.
    if (name === 'value' && 'value' in el) (el as HTMLInputElement).value = String(value);
    else el.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) el.append(child);
  return el;
}

/** A link that opens in a new tab, out of the popup. */
export const externalLink = (href: string, text: string): HTMLAnchorElement => h('a', { href, target: '_blank', rel: 'noopener' }, text);
