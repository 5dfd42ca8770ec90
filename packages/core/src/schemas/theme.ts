import { z } from 'zod';
import { HEX_COLOUR } from '../theme/contrast';
import {
  THEME_FONT_IDS,
  THEME_FONTS,
  THEME_IMAGE,
  THEME_MODES,
  THEME_SIZES,
  type ThemeSize,
} from '../theme/theme-values';

// The theme's fields in a form's design and in a saved theme (docs/product.md, "Styling your
// form"); each refusal names the field in words.

const colour = (name: string) =>
  z.string().regex(HEX_COLOUR, `The ${name} colour must be written like #1F2933 (a # and six hex digits).`);

const size = (key: ThemeSize) => {
  const { min, max, label } = THEME_SIZES[key];
  const message = `${label} must be a whole number of pixels from ${String(min)} to ${String(max)}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

const image = (name: string) => z.string().regex(THEME_IMAGE, `The ${name} must be an image uploaded in the builder.`);

const fontNames = Object.values(THEME_FONTS)
  .map((font) => font.label)
  .join(', ');

/** The theme's own fields: all optional, so forms saved before them keep their look. */
export const themeFields = {
  background: colour('background').optional(),
  text: colour('text').optional(),
  button: colour('button').optional(),
  buttonText: colour('button text').optional(),
  font: z.enum(THEME_FONT_IDS, { error: `The font must be one of ${fontNames}.` }).optional(),
  radius: size('radius').optional(),
  spacing: size('spacing').optional(),
  width: size('width').optional(),
  mode: z.enum(THEME_MODES, { error: 'The mode must be light or dark.' }).optional(),
  logo: image('logo').optional(),
  cover: image('cover picture').optional(),
};

export const THEME_NAME_MAX_LENGTH = 60;

/** A saved theme's look: the accent (required here, it is the theme's main colour) and the fields. */
export const savedThemeDesignSchema = z.strictObject(
  { colour: colour('accent'), ...themeFields },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `A theme has no field ${issue.keys.join(', ')}.` : undefined,
  },
);
export type SavedThemeDesign = z.infer<typeof savedThemeDesignSchema>;

const themeName = z
  .string({ error: 'Please give the theme a name.' })
  .trim()
  .min(1, 'Please give the theme a name.')
  .max(THEME_NAME_MAX_LENGTH, `A theme's name has at most ${String(THEME_NAME_MAX_LENGTH)} characters.`);

/** What creating or changing a saved theme sends. */
export const themeInputSchema = z.strictObject({ name: themeName, design: savedThemeDesignSchema });
export type ThemeInput = z.infer<typeof themeInputSchema>;

/** A saved theme as the API returns it. */
export const savedThemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  design: savedThemeDesignSchema,
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type SavedTheme = z.infer<typeof savedThemeSchema>;

export const savedThemesSchema = z.object({ themes: z.array(savedThemeSchema) });

/**
 * A new form's design with its owner's default theme: taken whole unless the form (a template,
 * say) brings theme fields of its own, which stay.
 */
export function withDefaultTheme<T extends { theme: string; colour: string }>(design: T, saved: SavedThemeDesign): T {
  const styled = Object.keys(themeFields).some((key) => (design as Record<string, unknown>)[key] !== undefined);
  return styled ? design : { ...design, ...saved };
}

/** Custom CSS as the public page applies it (the builder's preview). */
export const previewCssSchema = z.object({ css: z.string() });
