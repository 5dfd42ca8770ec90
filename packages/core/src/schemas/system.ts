import { z } from 'zod';

/** Who may sign up: anyone, the whitelist, or nobody but the first account. */
export const SIGNUP_MODES = ['open', 'whitelist', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

// docs/product.md §A3 Server capabilities and §A7 GET /api/server/capabilities, GET /api/loadvariables.
export const capabilitiesSchema = z.object({
  /** This server can send e-mail. */
  mail: z.boolean(),
  /** The product's name for "this server can send e-mail". */
  sendgridApiKey: z.boolean(),
  googleCredentialsClientID: z.boolean(),
  googleServiceAccountCredentials: z.boolean(),
  fileUploadBucket: z.boolean(),
  signupMode: z.enum(SIGNUP_MODES),
  /** No account exists yet: the first sign-up makes the administrator. */
  firstRun: z.boolean(),
  /** Only the address the server was set up with (ADMIN_EMAIL) may create the first account. */
  firstAccountReserved: z.boolean(),
  /** While the administrator's is the only account: when it was created (ISO time); else null. */
  administratorSince: z.string().nullable(),
});
/** The capabilities that follow from the configuration alone. */
export type ConfiguredCapabilities = Omit<Capabilities, 'firstRun' | 'administratorSince'>;
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const loadVariablesSchema = z.object({
  PUBLIC_URL: z.string(),
  GOOGLE_CLIENT_ID: z.string().nullable(),
  HELP_URL: z.string().nullable(),
  /** The terms of use sign-up links to; null: none. */
  TERMS_URL: z.string().nullable().default(null),
  HOME_URL: z.string().nullable(),
});
export type LoadVariables = z.infer<typeof loadVariablesSchema>;
