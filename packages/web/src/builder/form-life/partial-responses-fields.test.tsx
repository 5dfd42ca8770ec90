// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedFormSchema } from '@formbuilder/core';
import { FORMS, renderEditor, savedForm, sentBody, sentCalls, serveForm, signIn } from '../../editor/editor-test-kit';
import { AUTOSAVE_DELAY_MS } from '../../editor/use-editor';
import { daysOf } from './partial-responses-fields';

// docs/product.md, "Partial responses": the group beside the form's Availability, saved in
// props.partial with the form's other properties.

function openSettings(change: Parameters<typeof savedForm>[1] = () => undefined) {
  signIn();
  const fetchMock = serveForm(savedForm(5, change), {
    [`PUT ${FORMS}`]: { body: savedFormSchema.parse({ id: 5, updated_at: '2026-11-24T10:00:00.000Z' }) },
  });
  renderEditor('/editor/5/builder/properties');
  return { fetchMock, group: () => screen.findByRole('group', { name: 'Partial responses' }, { timeout: 5000 }) };
}

const saved = (fetchMock: ReturnType<typeof serveForm>) =>
  waitFor(
    () => {
      expect(sentCalls(fetchMock)).toContain(`PUT ${FORMS}`);
      return sentBody(fetchMock, 'PUT', FORMS) as { props: Record<string, unknown> };
    },
    { timeout: AUTOSAVE_DELAY_MS + 3000 },
  );

describe('partial responses in the builder', () => {
  it('is off for a form that never set it, and says what turning it on keeps', async () => {
    const { group } = openSettings();
    const panel = await group();
    const toggle = within(panel).getByRole<HTMLInputElement>('switch', { name: 'Save answers as visitors go' });
    expect(toggle.checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /answers typed so far, the files chosen and the last page reached are kept on the server/,
    );
    expect(within(panel).queryByLabelText('Resume links work for')).toBeNull();
  });

  it('turns it on with the defaults and saves the days and the webhooks choice in props.partial', async () => {
    const { fetchMock, group } = openSettings();
    const panel = await group();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Save answers as visitors go' }));
    const resume = within(panel).getByLabelText<HTMLInputElement>('Resume links work for');
    const keep = within(panel).getByLabelText<HTMLInputElement>('Delete in-progress responses after');
    expect(resume.value).toBe('30');
    expect(keep.value).toBe('30');
    expect(resume.type).toBe('number');
    // The unit is part of what a screen reader says of the box.
    const described = (resume.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('days');
    fireEvent.change(resume, { target: { value: '14' } });
    fireEvent.change(keep, { target: { value: '60' } });
    fireEvent.click(within(panel).getByLabelText('Send in-progress responses to webhooks'));
    const body = await saved(fetchMock);
    expect(body.props.partial).toEqual({ enabled: true, resumeDays: 14, keepDays: 60, sendPartials: true });
  });

  it('names what is wrong with a number of days in core’s words, and keeps the last good one', async () => {
    const { fetchMock, group } = openSettings((form) =>
      Object.assign(form.props, { partial: { enabled: true, resumeDays: 10, keepDays: 20, sendPartials: false } }),
    );
    const panel = await group();
    const keep = within(panel).getByLabelText<HTMLInputElement>('Delete in-progress responses after');
    expect(keep.value).toBe('20');
    fireEvent.change(keep, { target: { value: '400' } });
    expect(within(panel).getByRole('alert').textContent).toBe(
      'How long in-progress responses are kept can be at most 365 days.',
    );
    expect(keep.getAttribute('aria-invalid')).toBe('true');
    const resume = within(panel).getByLabelText('Resume links work for');
    fireEvent.change(resume, { target: { value: '0' } });
    expect(
      within(panel)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'How long a resume link works must be at least 1 day.',
      'How long in-progress responses are kept can be at most 365 days.',
    ]);
    fireEvent.change(resume, { target: { value: '7' } });
    const body = await saved(fetchMock);
    expect(body.props.partial).toEqual({ enabled: true, resumeDays: 7, keepDays: 20, sendPartials: false });
  });

  it('reads a number of days as core does', () => {
    expect(daysOf('keepDays', ' 365 ')).toEqual({ days: 365 });
    expect(daysOf('keepDays', '1.5')).toEqual({
      error: 'How long in-progress responses are kept must be a whole number of days.',
    });
    expect(daysOf('resumeDays', '')).toHaveProperty('error');
  });
});
