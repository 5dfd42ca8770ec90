import { z } from 'zod';

// A form's short address, {host}/f/{slug} (docs/product.md, "Reach"): chosen by its owner,
// one form's at a time. The web app checks it as it is typed; the server checks it again.

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;

/** Words the product's own addresses use, or that would pass for them: never a form's slug. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'embed',
  'editor',
  'f',
  'form',
  'forms',
  'help',
  'login',
  'logout',
  'new',
  'preview',
  'settings',
  'share',
  'signup',
  'static',
  'support',
  'templates',
  'www',
]);

// Lowercase letters and digits, single hyphens between them (no leading, trailing or double hyphen).
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_RULE_MESSAGE = `A short address uses lowercase letters, digits and single hyphens between them, ${SLUG_MIN_LENGTH} to ${SLUG_MAX_LENGTH} characters.`;
export const reservedSlugMessage = (slug: string) =>
  `"${slug}" is kept for the site's own pages. Please choose another short address.`;
export const takenSlugMessage = (slug: string) =>
  `The short address "${slug}" is already taken. Please choose another one.`;

/** Why a slug cannot be used, in words; null when it can. */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug))
    return SLUG_RULE_MESSAGE;
  if (RESERVED_SLUGS.has(slug)) return reservedSlugMessage(slug);
  return null;
}

/** PUT …/forms/{formId}/slug. */
export const slugBodySchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .superRefine((slug, context) => {
      const problem = slugProblem(slug);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
});

/** The form's short address, or null when it has none. */
export const formSlugSchema = z.object({ slug: z.string().nullable() });
export type FormSlug = z.infer<typeof formSlugSchema>;
