/**
 * `Content-Disposition: attachment` for a stored file's name (RFC 6266). The name goes in twice:
 * `filename*` (RFC 8187/5987, UTF-8, percent-encoded) keeps its Unicode for every current
 * browser and the web client's own parser; `filename` is an ASCII stand-in for older clients
 * ("résumé.pdf" becomes "resume.pdf"), and is the only one sent when the name is plain ASCII.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = asciiFallback(fileName);
  if (fallback === fileName) return `attachment; filename="${fallback}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}

function asciiFallback(name: string): string {
  return (
    name
      // Accents come apart from their letters, and go.
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Whatever is left outside printable ASCII, and the quoted-string's own specials, becomes _.
      .replace(/[^\x20-\x7e]|["\\]/g, '_')
  );
}

// encodeURIComponent leaves ' ( ) * as they are; RFC 8187's attr-char does not allow them.
const encodeRfc8187 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
