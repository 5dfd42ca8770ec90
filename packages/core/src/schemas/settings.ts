import { z } from 'zod';
import { newPasswordSchema } from '../accounts';
import { DEFAULT_THEME_COLOUR, designSchema, type FormProps } from './form';

// The owner's settings area.

/** docs/product.md §A7 GET /api/app/get/settingsPluginfileslist — the settings pages, in menu order. */
export const SETTINGS_PAGES = ['Usages', 'Preferences', 'changepassword', 'apikeys'] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An IANA zone this runtime knows, e.g. 'Europe/Paris'; `message` when it is not one. */
export const timeZoneSchema = (message: string) => z.string().max(64).refine(isTimeZone, message);

/** Preferences: what new forms start with, and how the data screens show dates. */
export const preferencesSchema = z.strictObject({
  /** The theme colour of new forms. */
  themeColour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be written like #2196F3.'),
  /** The time zone every screen shows dates in; null until the owner chooses one: then the browser's. */
  timeZone: timeZoneSchema('Please choose a time zone from the list.').nullable(),
  /** Whether a new form e-mails its owner on each submission (its e-mail integration starts on). */
  notifyNewForms: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  themeColour: DEFAULT_THEME_COLOUR,
  timeZone: null,
  notifyNewForms: false,
};

/** Change password: the current one (absent only for an account that never had one, e.g. Google sign-in), and signup's rules for the new one. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().max(1024).optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The menu's list (docs/product.md §A7 GET /api/app/get/settingsPluginfileslist). */
export const settingsPageListSchema = z.array(z.enum(SETTINGS_PAGES));

const count = z.number().int().min(0);
const limit = z.number().min(0);

/**
 * docs/product.md §A7 GET /api/users/{userId}/usages, §A6: this month's use against the role's
 * limits, each 0 for unlimited; uploadLimit in MB, uploadBytes in bytes.
 */
export const usagesSchema = z.object({
  /** 'YYYY-MM', the month the counts belong to. */
  month: z.string(),
  formCount: count,
  submissionCount: count,
  uploadBytes: count,
  formLimit: limit,
  submissionLimit: limit,
  uploadLimit: limit,
});
export type Usages = z.infer<typeof usagesSchema>;

// API keys.
// Keys are kept hashed, so a listed key shows only its prefix, masked; the whole key is
// returned once, when it is made.
export const API_KEY_NAME_MAX_LENGTH = 64;

export const apiKeyInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKeyInfo = z.infer<typeof apiKeyInfoSchema>;

/**
 * The product's shape: the body is the list, which its client reads as `data[0].api_key` (data is
 * the answer's body), where api_key is the masked key; each key's details beside it.
 */
export const apiKeyListSchema = z.array(apiKeyInfoSchema.extend({ api_key: z.string() }));
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** A key just made: the whole key, shown once. */
export const createdApiKeySchema = apiKeyInfoSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyNameBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Please give the key a name.')
    .max(API_KEY_NAME_MAX_LENGTH, `The name is too long (at most ${API_KEY_NAME_MAX_LENGTH} characters).`),
});
export type ApiKeyNameBody = z.infer<typeof apiKeyNameBodySchema>;

/** A stored preferences text read leniently: what is missing or unreadable takes the default. */
export function readPreferences(stored: string | null): Preferences {
  if (!stored) return DEFAULT_PREFERENCES;
  try {
    const parsed = preferencesSchema.partial().safeParse(JSON.parse(stored));
    return { ...DEFAULT_PREFERENCES, ...(parsed.success ? parsed.data : {}) };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/**
 * A new form as its owner's preferences want it: their theme colour where the form still has
 * the default one (a template's own colour stays), and its owner e-mail switched on when they
 * asked for it (addressed to them when it names nobody).
 */
export function withPreferences(props: FormProps, preferences: Preferences, ownerEmail: string): FormProps {
  const design = designSchema.parse(props.design ?? {});
  const colour = design.colour === DEFAULT_THEME_COLOUR ? preferences.themeColour : design.colour;
  const integrations = props.integrations.map((integration) =>
    integration.type === 'email' && preferences.notifyNewForms
      ? { ...integration, active: true, to: integration.to || ownerEmail }
      : integration,
  );
  return { ...props, design: { ...design, colour }, integrations };
}
