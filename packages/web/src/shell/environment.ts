import type { Capabilities, LoadVariables } from '@formbuilder/core';
import { publicApi } from '../api/client';
import type { ApiClient } from '../api/client';
import { lazySchema } from '../api/lazy-schema';
import { apiPaths } from '../api/paths';

// docs/product.md §A4 App start: the server's capabilities, then the environment variables, each answer
// parsed with core's schema.

export type { Capabilities, SignupMode } from '@formbuilder/core';
export type Variables = LoadVariables;

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
  firstRun: false,
  firstAccountReserved: false,
  administratorSince: null,
};

export function defaultVariables(): Variables {
  return {
    PUBLIC_URL: window.location.origin,
    GOOGLE_CLIENT_ID: null,
    HELP_URL: null,
    HOME_URL: null,
    TERMS_URL: null,
  };
}

/**
 * Loads capabilities and then variables. Neither failure stops the app: a failed (or
 * unexpected) variables answer is only logged (docs/product.md §A8), and failed capabilities are
 * logged and read as "nothing optional is available".
 */
export async function loadEnvironment(api: ApiClient = publicApi): Promise<Environment> {
  let capabilities = NO_CAPABILITIES;
  try {
    capabilities = await api.call('GET', apiPaths.capabilities, lazySchema('capabilitiesSchema'));
  } catch (error) {
    console.error('Could not load the server capabilities.', error);
  }

  let variables = defaultVariables();
  try {
    variables = withUsableValues(
      await api.call('GET', apiPaths.loadVariables, lazySchema('loadVariablesSchema')),
      variables,
    );
  } catch (error) {
    console.error('Could not load the environment variables.', error);
  }
  return { capabilities, variables };
}

/** Blank values count as unset; Help, Home and the terms become links only when they are safe ones. */
function withUsableValues(loaded: Variables, fallback: Variables): Variables {
  return {
    PUBLIC_URL: nonEmpty(loaded.PUBLIC_URL) ?? fallback.PUBLIC_URL,
    GOOGLE_CLIENT_ID: nonEmpty(loaded.GOOGLE_CLIENT_ID),
    HELP_URL: linkUrl(loaded.HELP_URL),
    HOME_URL: linkUrl(loaded.HOME_URL),
    TERMS_URL: linkUrl(loaded.TERMS_URL),
  };
}

function nonEmpty(value: string | null): string | null {
  return value !== null && value.trim() !== '' ? value : null;
}

/** Only http(s) and mailto addresses become links; anything else (javascript:, data:) is dropped. */
function linkUrl(value: string | null): string | null {
  const text = nonEmpty(value);
  if (!text) return null;
  try {
    const url = new URL(text, window.location.origin);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
