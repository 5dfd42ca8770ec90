import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { findIntegration, GOOGLE_SCOPES } from '@formbuilder/core';
import type { Integration, IntegrationOf } from '@formbuilder/core';
import { useEnvironment } from '../../shell/environment-context';
import type { Notice } from '../../ui/live-message';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';
import { useDeliveries } from './deliveries-api';
import { useGoogleStatus, type GoogleScope } from './google-api';
import { authErrorText, useGoogleAuth } from './google-auth';
import { integrationStatus, type IntegrationStatus } from './integration-status';
import { queryKeys } from '../../api/query-keys';

// docs/product.md §B4, Integration lifecycle (drive and spreadsheet): description, then
// authenticate in a popup, then configuration, then 'Complete Authentication', then active;
// active can be paused or resumed, edited (back to configuration) or removed (cleared to
// inactive, back to the description).

export type GoogleType = 'GoogleDrive' | 'GoogleSheets';
export type GoogleDisplay = 'description' | 'configuration' | 'active';

/** docs/product.md §B4, file-level Drive access, plus spreadsheets for the sheet integration. */
export const SCOPES: Record<GoogleType, readonly GoogleScope[]> = {
  GoogleDrive: [GOOGLE_SCOPES.drive],
  GoogleSheets: [GOOGLE_SCOPES.drive, GOOGLE_SCOPES.spreadsheets],
};

/** The words of a delivery that failed because Google no longer gives access. */
const ACCESS_REVOKED = /revoked|invalid_grant|authenticate/i;

/**
 * docs/product.md §B8, token mismatch: when the grant is gone or lacks a scope (the status call),
 * or the newest delivery failed for that reason, the panel asks to authenticate again.
 */
function useAccessLost(type: GoogleType, formId: number | null, enabled: boolean, freshToken: boolean): boolean {
  const status = useGoogleStatus(enabled);
  const deliveries = useDeliveries(formId ?? 0, type, { enabled: enabled && formId !== null });
  const granted = status.data;
  const lacking =
    granted !== undefined && (!granted.connected || SCOPES[type].some((scope) => !granted.scopes.includes(scope)));
  const newest = deliveries.data?.[0];
  const revoked = newest?.status === 'failed' && ACCESS_REVOKED.test(newest.error ?? '');
  return !freshToken && (lacking || revoked);
}

export function useGoogleIntegration<T extends GoogleType>(type: T, cleared: IntegrationOf<T>) {
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const queryClient = useQueryClient();
  const { capabilities } = useEnvironment();
  const google = useGoogleAuth(SCOPES[type]);
  // The token from the popup lives here only, never in the form.
  const [token, setToken] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const configured = capabilities.googleServiceAccountCredentials;
  const entry = form ? findIntegration(form.props.integrations, type) : undefined;
  const status = integrationStatus(entry);
  const formId = form?.id ?? null;
  const display: GoogleDisplay =
    editing && token !== null ? 'configuration' : status === 'off' ? 'description' : 'active';
  const accessLost = useAccessLost(type, formId, configured && display === 'active', token !== null);

  // An edit of the draft like any other: submissions follow it once the form is published.
  const commit = (next: Integration) => dispatch(edit({ type: 'setIntegration', entry: next }));

  /** To the configuration, through the popup when this panel holds no token yet. */
  async function configure() {
    setNotice(null);
    if (token !== null) {
      setEditing(true);
      return;
    }
    try {
      setToken(await google.authenticate());
      setEditing(true);
      void queryClient.invalidateQueries({ queryKey: queryKeys.googleStatus() });
    } catch (error) {
      setNotice({ tone: 'error', text: authErrorText(error) });
    }
  }

  return {
    configured,
    entry,
    status,
    display,
    token,
    formId,
    accessLost,
    notice,
    pending: google.pending,
    configure,
    cancel: () => setEditing(false),
    /** 'Complete Authentication': the configured entry, active. */
    complete: (next: IntegrationOf<T>) => {
      commit(next);
      setEditing(false);
      setNotice(null);
    },
    setPaused: (paused: boolean) => {
      if (entry) commit({ ...entry, active: true, paused });
    },
    remove: () => {
      commit(cleared);
      setEditing(false);
      setNotice(null);
    },
  };
}

/** What the shared pieces of the two panels use (google-parts.tsx). */
export interface GoogleControls {
  configured: boolean;
  status: IntegrationStatus;
  pending: boolean;
  notice: Notice | null;
  configure: () => Promise<void>;
  setPaused: (paused: boolean) => void;
  /** Google no longer lets the form in: the active display asks for access again. */
  accessLost: boolean;
  /** null while the form is not saved (it has no deliveries yet). */
  formId: number | null;
  remove: () => void;
}
