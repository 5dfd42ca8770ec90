// E-mail addresses, checked in linear time without a regular expression: a pattern with
// nested quantifiers once let a 5 KB login body hold the server for seconds.

/** The longest address SMTP can carry (RFC 5321 path limit); longer input is refused first. */
export const MAX_EMAIL_LENGTH = 254;

const LOCAL_PUNCTUATION = ".!#$%&'*+/=?^_`{|}~-";
const MAX_LABEL_LENGTH = 63;

const isAsciiLetterOrDigit = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

function isLocalPart(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (!isAsciiLetterOrDigit(char.charCodeAt(0)) && !LOCAL_PUNCTUATION.includes(char)) return false;
  }
  return true;
}

function isDomainLabel(label: string): boolean {
  if (label.length === 0 || label.length > MAX_LABEL_LENGTH) return false;
  if (label.startsWith('-') || label.endsWith('-')) return false;
  for (let i = 0; i < label.length; i += 1) {
    const code = label.charCodeAt(i);
    if (!isAsciiLetterOrDigit(code) && code !== 45) return false;
  }
  return true;
}

/**
 * The HTML standard's "valid e-mail address" (what `<input type=email>` accepts): a local
 * part of letters, digits and `.!#$%&'*+/=?^_\`{|}~-`, an @, and dot-separated labels of
 * letters, digits and inner hyphens, each at most 63 characters.
 */
export function isHtmlEmailAddress(text: string): boolean {
  if (text.length > MAX_EMAIL_LENGTH) return false;
  const at = text.indexOf('@');
  if (at < 0 || text.indexOf('@', at + 1) >= 0) return false;
  return (
    isLocalPart(text.slice(0, at)) &&
    text
      .slice(at + 1)
      .split('.')
      .every(isDomainLabel)
  );
}

/**
 * Accounts ask a little more (docs/product.md §A5): the part after the @ has a dot with at
 * least two characters on each side, as in `ab.cd`.
 */
export function isAccountEmailAddress(text: string): boolean {
  if (!isHtmlEmailAddress(text)) return false;
  const domain = text.slice(text.indexOf('@') + 1);
  for (let dot = domain.indexOf('.'); dot >= 0; dot = domain.indexOf('.', dot + 1)) {
    if (dot >= 2 && domain.length - dot - 1 >= 2) return true;
  }
  return false;
}
