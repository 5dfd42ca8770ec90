// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LOGIC, GOOGLE_SCOPES, SHEET_COLUMNS, type Form } from '@formbuilder/core';
import { renderEditor, savedForm, sentBody, sentCalls, signIn } from '../../editor/editor-test-kit';
import {
  AUTH_URL,
  entry,
  grant,
  saveWithoutPublishing,
  servePublishing,
  stubPopup,
  TOKEN,
  withIntegrations,
} from './integrations-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const LONG_LABEL = 'What would you like us to know before your first visit to the studio?';
const withQuestions = (form: Form) => {
  form.props.elements.splice(
    1,
    0,
    { id: 3, type: 'Email', label: 'Your <b>e-mail</b>' },
    { id: 4, type: 'TextArea', label: LONG_LABEL },
    { id: 5, type: 'Header', label: 'About you' },
  );
};
const SPREADSHEET_ID = '1AbCdEfGhIjKlMnOp_qRs-TuV';
const sheetsPanel = () => screen.findByRole('region', { name: 'Google Sheets' });

async function openConfiguration(panel: HTMLElement) {
  fireEvent.click(within(panel).getByRole('button', { name: 'Authenticate with Google' }));
  await waitFor(() =>
    expect(within(panel).getByRole('button', { name: 'Authenticate with Google' })).toHaveProperty('disabled', true),
  );
  grant();
  return within(panel).findByRole<HTMLInputElement>('textbox', { name: /Spreadsheet name/ });
}

// docs/product.md §B4, the spreadsheet panel's four displays.
describe('the Google Sheets panel', () => {
  it('makes a new spreadsheet with the ticked columns, stores what init answers in the draft, without publishing', async () => {
    signIn();
    // A form with a calculated value (docs/product.md, "Logic"): its name heads a column after the mapped ones.
    const withValue = (form: Form) => {
      withQuestions(form);
      form.props.logic = { ...EMPTY_LOGIC, variables: [{ id: 'score', name: 'Score', kind: 'number', initial: 0 }] };
    };
    const { fetchMock, stored } = servePublishing(savedForm(5, withValue), {
      'POST /api/services/google/generateAuthURL': { body: { data: AUTH_URL } },
      'POST /api/googlesheets/init': {
        body: { data: { targetSpreadsheet: { title: 'Contact us', id: 'sheet-9', sheet: { title: 'Responses' } } } },
      },
    });
    stubPopup();
    renderEditor('/editor/5/builder/integrations');
    const panel = await sheetsPanel();
    const name = await openConfiguration(panel);
    expect(sentBody(fetchMock, 'POST', '/api/services/google/generateAuthURL')).toEqual({
      scope: [GOOGLE_SCOPES.drive, GOOGLE_SCOPES.spreadsheets],
    });
    expect(name.value).toBe('Contact us');
    expect(within(panel).getByText('NEW')).toBeTruthy();
    expect(within(panel).getByRole<HTMLSelectElement>('combobox', { name: 'Sheet' }).value).toBe('newSheet');

    // docs/product.md §B5, the sheet name box is flagged when empty and finishing then does nothing.
    const sheetName = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Name of the new sheet' });
    expect(sheetName.value).toBe('Sheet 1');
    fireEvent.change(sheetName, { target: { value: ' ' } });
    expect(sheetName.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByText('The sheet title cannot be empty.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Complete Authentication' }));
    expect(sentCalls(fetchMock)).not.toContain('POST /api/googlesheets/init');
    fireEvent.change(sheetName, { target: { value: 'Responses' } });

    // Simple mode: metadata and the input questions, labels cut at 45 characters.
    const questions = within(panel).getByRole('group', { name: 'Questions' });
    expect(
      within(questions)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Select All', 'Short Text', 'Your e-mail', `${LONG_LABEL.slice(0, 45)}...`]);
    fireEvent.click(within(questions).getByRole('checkbox', { name: 'Select All' }));
    fireEvent.click(within(questions).getByRole('checkbox', { name: 'Your e-mail' }));
    const details = within(panel).getByRole('group', { name: 'Submission details' });
    fireEvent.click(within(details).getByRole('checkbox', { name: 'ID' }));

    fireEvent.click(within(panel).getByRole('button', { name: 'Complete Authentication' }));
    await saveWithoutPublishing(fetchMock);
    expect(sentBody(fetchMock, 'POST', '/api/googlesheets/init')).toEqual({
      token: TOKEN,
      targetSpreadsheet: { title: 'Contact us', sheet: { title: 'Responses' } },
      fieldMapping: {
        advancedConfigEnabled: false,
        valuesRow: [
          { title: 'Submission Date', source: { metadata: 'submissionDate' } },
          { title: 'Your e-mail', source: { questionId: 3 } },
        ],
      },
      values: ['Score'],
    });
    expect(stored().find((item) => item.type === 'GoogleSheets')).toMatchObject({
      active: true,
      paused: false,
      targetSpreadsheet: { title: 'Contact us', id: 'sheet-9', sheet: { title: 'Responses' } },
      fieldMapping: { advancedConfigEnabled: false },
    });
    const link = await within(panel).findByRole('link', { name: /Contact us/ });
    expect(link.getAttribute('href')).toBe('https://docs.google.com/spreadsheets/d/sheet-9');
    expect(within(panel).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('uses an existing spreadsheet by its link, lists its sheets, and maps columns A to Z in advanced mode', async () => {
    signIn();
    const { fetchMock } = servePublishing(savedForm(5, withQuestions), {
      'POST /api/services/google/generateAuthURL': { body: { data: AUTH_URL } },
      'POST /api/googlesheets/getmapping': { body: { data: [{ title: 'Sheet 1' }, { title: 'Archive' }] } },
      'POST /api/googlesheets/init': {
        body: { data: { targetSpreadsheet: { title: 'Studio', id: SPREADSHEET_ID, sheet: { title: 'Archive' } } } },
      },
    });
    stubPopup();
    renderEditor('/editor/5/builder/integrations');
    const panel = await sheetsPanel();
    const name = await openConfiguration(panel);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Use an existing spreadsheet' }));
    expect(within(panel).queryByText('NEW')).toBeNull();
    fireEvent.change(name, { target: { value: 'Studio' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Link or id of the spreadsheet' }), {
      target: { value: `https://docs.google.com/spreadsheets/d/${SPREADSHEET_ID}/edit#gid=0` },
    });
    const sheet = within(panel).getByRole<HTMLSelectElement>('combobox', { name: 'Sheet' });
    // docs/product.md §B9, the sheet selector soft-loads for 500 ms before asking.
    expect(within(panel).getByText('Loading the sheets…')).toBeTruthy();
    expect(sentCalls(fetchMock)).not.toContain('POST /api/googlesheets/getmapping');
    expect(await within(sheet).findByRole('option', { name: 'Archive' }, { timeout: 2000 })).toBeTruthy();
    expect(sentBody(fetchMock, 'POST', '/api/googlesheets/getmapping')).toEqual({
      token: TOKEN,
      spreadsheetId: SPREADSHEET_ID,
    });
    expect(
      within(sheet)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a sheet', 'Sheet 1', 'Archive', 'New Sheet']);
    expect(sheet.value).toBe('');
    fireEvent.change(sheet, { target: { value: 'Archive' } });

    fireEvent.click(within(panel).getByRole('switch', { name: 'Advanced Configuration' }));
    const table = within(panel).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(Array.from({ length: SHEET_COLUMNS }, (_, index) => String.fromCharCode(65 + index)));
    const referenceA = within(table).getByRole<HTMLInputElement>('textbox', { name: 'Reference A' });
    fireEvent.change(referenceA, { target: { value: 'E-mail #1' } });
    expect(referenceA.value).toBe('Email1');
    fireEvent.change(within(table).getByRole('combobox', { name: 'Value A' }), { target: { value: 'question:3' } });
    fireEvent.change(within(table).getByRole('combobox', { name: 'Value B' }), { target: { value: '' } });

    fireEvent.click(within(panel).getByRole('button', { name: 'Complete Authentication' }));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/googlesheets/init')).toBeTruthy());
    const body = sentBody(fetchMock, 'POST', '/api/googlesheets/init') as {
      targetSpreadsheet: unknown;
      fieldMapping: { referenceRow: unknown[]; valuesRow: unknown[] };
    };
    expect(body.targetSpreadsheet).toEqual({ title: 'Studio', id: SPREADSHEET_ID, sheet: { title: 'Archive' } });
    expect(body.fieldMapping).toMatchObject({ advancedConfigEnabled: true });
    expect(body.fieldMapping.referenceRow).toHaveLength(SHEET_COLUMNS);
    expect(body.fieldMapping.referenceRow[0]).toEqual({ title: 'Email1' });
    expect(body.fieldMapping.valuesRow.slice(0, 2)).toEqual([
      { title: 'Your e-mail', source: { questionId: 3 } },
      null,
    ]);
  });

  it('shows the server’s words when init fails and stays in the configuration', async () => {
    signIn();
    servePublishing(savedForm(5), {
      'POST /api/services/google/generateAuthURL': { body: { data: AUTH_URL } },
      'POST /api/googlesheets/init': {
        status: 400,
        body: { message: 'Google refused: the spreadsheet is not yours.' },
      },
    });
    stubPopup();
    renderEditor('/editor/5/builder/integrations');
    const panel = await sheetsPanel();
    await openConfiguration(panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Complete Authentication' }));
    expect(await within(panel).findByText('Google refused: the spreadsheet is not yours.')).toBeTruthy();
    expect(
      within(panel).getByRole('button', { name: 'Complete Authentication' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('resumes a paused spreadsheet and removes it after confirmation', async () => {
    signIn();
    const connected = entry({
      type: 'GoogleSheets',
      targetSpreadsheet: { title: 'Studio', id: SPREADSHEET_ID, sheet: { title: 'Sheet 1' } },
      fieldMapping: { valuesRow: [{ title: 'ID', source: { metadata: 'submissionId' } }] },
      active: true,
      paused: true,
    });
    const { fetchMock, stored } = servePublishing(savedForm(5, withIntegrations(connected)));
    renderEditor('/editor/5/builder/integrations');
    const panel = await sheetsPanel();
    expect(within(panel).getByText(/Paused: submissions wait/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Resume' }));
    await saveWithoutPublishing(fetchMock);
    await waitFor(() =>
      expect(stored().find((item) => item.type === 'GoogleSheets')).toMatchObject({ active: true, paused: false }),
    );
    fireEvent.click(await within(panel).findByRole('button', { name: 'Remove' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Google Sheets?' })).getByRole('button', { name: 'Remove' }),
    );
    await saveWithoutPublishing(fetchMock);
    await waitFor(() =>
      expect(stored().find((item) => item.type === 'GoogleSheets')).toEqual({
        type: 'GoogleSheets',
        active: false,
        paused: false,
      }),
    );
    expect(await within(panel).findByRole('button', { name: 'Authenticate with Google' })).toBeTruthy();
  });
});
