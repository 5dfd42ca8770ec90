import { z } from 'zod';
import { newPasswordSchema } from '../accounts';
import { DEFAULT_THEME_COLOUR, designSchema, type FormProps } from './form';

// The owner's settings area (issue #12; spec: app-shell §2 Settings area, §7).

/** spec: app-shell §7 GET /api/app/get/settingsPluginfileslist — the settings pages, in menu order. */
export const SETTINGS_PAGES = ['Usages', 'Preferences', 'changepassword', 'apikeys'] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

export const DATA_TIME_ZONE_DEFAULT = 'Europe/Paris';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Preferences: what new forms start with, and how the data screens show dates. */
export const preferencesSchema = z.strictObject({
  /** The theme colour of new forms. */
  themeColour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be written like #2196F3.'),
  /** The time zone the data screens show dates in. */
  timeZone: z.string().max(64).refine(isTimeZone, 'Please choose a time zone from the list.'),
  /** Whether a new form e-mails its owner on each submission (its e-mail integration starts on). */
  notifyNewForms: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = { themeColour: DEFAULT_THEME_COLOUR, timeZone: DATA_TIME_ZONE_DEFAULT, notifyNewForms: false };

/** Change password: the current one (absent only for an account that never had one, e.g. Google sign-in), and signup's rules for the new one. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().max(1024).optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

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
    integration.type === 'email' && preferences.notifyNewForms ? { ...integration, active: true, to: integration.to || ownerEmail } : integration,
  );
  return { ...props, design: { ...design, colour }, integrations };
}
