import { publicApi } from '../api/client';
import type { ApiClient } from '../api/client';

// spec §4 App start: the server's capabilities, then the environment variables.

export type SignupMode = 'open' | 'whitelist' | 'closed';

/** GET /api/server/capabilities. sendgridApiKey is the spec's name for `mail`. */
export interface Capabilities {
  mail: boolean;
  sendgridApiKey: boolean;
  googleCredentialsClientID: boolean;
  googleServiceAccountCredentials: boolean;
  fileUploadBucket: boolean;
  signupMode: SignupMode;
}

/** GET /api/loadvariables. */
export interface Variables {
  PUBLIC_URL: string;
  GOOGLE_CLIENT_ID: string | null;
  HELP_URL: string | null;
  HOME_URL: string | null;
}

export interface Environment {
  capabilities: Capabilities;
  variables: Variables;
}

export const NO_CAPABILITIES: Capabilities = {
  mail: false,
  sendgridApiKey: false,
  googleCredentialsClientID: false,
  googleServiceAccountCredentials: false,
  fileUploadBucket: false,
  signupMode: 'open',
};

export function defaultVariables(): Variables {
  return { PUBLIC_URL: window.location.origin, GOOGLE_CLIENT_ID: null, HELP_URL: null, HOME_URL: null };
}

/**
 * Loads capabilities and then variables. Neither failure stops the app: a
 * failed variables load is only logged (spec §8), and failed capabilities are
 * logged and read as "nothing optional is available".
 */
export async function loadEnvironment(api: ApiClient = publicApi): Promise<Environment> {
  let capabilities = NO_CAPABILITIES;
  try {
    capabilities = toCapabilities(await api.get<unknown>('/api/server/capabilities'));
  } catch (error) {
    console.error('Could not load the server capabilities.', error);
  }

  let variables = defaultVariables();
  try {
    variables = toVariables(await api.get<unknown>('/api/loadvariables'), variables);
  } catch (error) {
    console.error('Could not load the environment variables.', error);
  }
  return { capabilities, variables };
}

function toCapabilities(value: unknown): Capabilities {
  const data = isRecord(value) ? value : {};
  const mail = data.mail === true || data.sendgridApiKey === true;
  const signupMode = data.signupMode === 'whitelist' || data.signupMode === 'closed' ? data.signupMode : 'open';
  return {
    mail,
    sendgridApiKey: mail,
    googleCredentialsClientID: data.googleCredentialsClientID === true,
    googleServiceAccountCredentials: data.googleServiceAccountCredentials === true,
    fileUploadBucket: data.fileUploadBucket === true,
    signupMode,
  };
}

function toVariables(value: unknown, fallback: Variables): Variables {
  const data = isRecord(value) ? value : {};
  return {
    PUBLIC_URL: nonEmpty(data.PUBLIC_URL) ?? fallback.PUBLIC_URL,
    GOOGLE_CLIENT_ID: nonEmpty(data.GOOGLE_CLIENT_ID),
    HELP_URL: linkUrl(data.HELP_URL),
    HOME_URL: linkUrl(data.HOME_URL),
  };
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Only http(s) and mailto addresses become links; anything else (javascript:, data:) is dropped. */
function linkUrl(value: unknown): string | null {
  const text = nonEmpty(value);
  if (!text) return null;
  try {
    const url = new URL(text, window.location.origin);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
