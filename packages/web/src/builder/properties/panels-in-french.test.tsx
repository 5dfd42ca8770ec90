// @vitest-environment jsdom
import { createElement } from '@formbuilder/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../../editor/editor-test-kit';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { entry, servePublishing, withIntegrations } from '../integrations/integrations-test-kit';

// docs/product.md, "The owner app's language": the builder's side panels in French once it is
// chosen: a question's properties and its editors, the form's properties, the Integrations tab.

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
});

describe('the builder panels in French', () => {
  it('shows a choice question’s properties in French: flags, options, dataset, scores', async () => {
    signIn();
    serveForm(savedForm(5, (form) => form.props.elements.splice(1, 0, createElement('Radio', 10))));
    renderEditor('/editor/5/builder/question/10/properties');
    const panel = await screen.findByRole('region', { name: 'Propriétés de la question' });
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Choix unique');
    expect(within(panel).getByLabelText('Obligatoire')).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Options' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Ajouter une option' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Monter l’option 2' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Supprimer l’option 1' })).toBeTruthy();
    const dataset = within(panel).getByRole<HTMLSelectElement>('combobox', { name: 'Options tirées d’une liste' });
    expect([...dataset.options].map((option) => option.textContent)).toContain('Jours de la semaine');
    expect(within(panel).getByText('Identifiant de la question : 10')).toBeTruthy();
    expect(within(panel).getByLabelText('Options en texte enrichi')).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Scores' })).toBeTruthy();
    expect(within(panel).getAllByText(/^Score de « /, { selector: 'label' }).length).toBeGreaterThan(0);
  });

  it('shows the form’s properties in French, with the JSON error in French', async () => {
    signIn();
    serveForm(savedForm(5));
    renderEditor('/editor/5/builder/properties');
    const panel = await screen.findByRole('region', { name: 'Propriétés du formulaire' });
    expect(within(panel).getByLabelText('Titre du formulaire')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Ajouter l’étiquette' })).toBeTruthy();
    fireEvent.click(within(panel).getByLabelText('Couper les pages automatiquement'));
    expect(within(panel).getByLabelText('Texte du bouton Suivant')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Paramètres personnalisés (JSON)'), { target: { value: '[1]' } });
    expect(within(panel).getByRole('alert').textContent).toBe(
      'Les paramètres personnalisés doivent être un objet JSON, par exemple {"campaign": "spring"}.',
    );
  });

  it('lists the integrations in French, with their status and the webhook panel’s words', async () => {
    signIn();
    const hook = entry({
      type: 'webhook',
      id: 'wh_first123',
      url: 'https://a.example.com/',
      active: true,
      paused: true,
    });
    servePublishing(savedForm(5, withIntegrations(hook)), {
      'GET /api/users/7/forms/5/deliveries?integration=webhook:wh_first123': { body: [] },
    });
    renderEditor('/editor/5/builder/integrations');
    expect(await screen.findByRole('heading', { level: 2, name: 'Intégrations' })).toBeTruthy();
    const webhooks = await screen.findByRole('region', { name: 'Webhooks' });
    expect(screen.getByRole('button', { name: 'Masquer Notifications par e-mail' })).toBeTruthy();
    expect(screen.getByText('Chaque réponse envoyée, signée, à des adresses à vous. En pause.')).toBeTruthy();
    // The text matchers read a non-breaking space as a space; the page has it before the colon.
    const status = within(webhooks).getByText('En pause : les réponses attendent la reprise.');
    expect(status.textContent).toBe('En pause\u00a0: les réponses attendent la reprise.');
    expect(within(webhooks).getByRole('button', { name: 'Reprendre' })).toBeTruthy();
    expect(within(webhooks).getByRole('button', { name: 'Envoyer un test' })).toBeTruthy();
    expect(
      await within(webhooks).findByText('Rien d’envoyé pour l’instant : chaque nouvelle réponse apparaît ici.'),
    ).toBeTruthy();
    const email = screen.getByRole('region', { name: 'Notifications par e-mail' });
    expect(within(email).getByRole('button', { name: 'Fermer Notifications par e-mail' })).toBeTruthy();
    expect(within(email).getByLabelText('Destinataires')).toBeTruthy();
  });
});
