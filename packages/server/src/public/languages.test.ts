import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Element } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';
import { formFields, postPage } from '../test/html-form';

// docs/product.md, "Languages": a form offered in English, French and Arabic is read by each
// visitor in their language: its texts, the page's own words, its direction, a switcher, and the
// intake's messages.

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Your name', required: true, requiredText: 'Required field' },
  { id: 2, type: 'Email', label: 'E-mail' },
  { id: 3, type: 'Radio', label: 'Coffee?', options: ['Yes##yes', 'No##no'] },
  { id: 4, type: 'Button', buttonText: 'Submit' },
];
const languages = {
  default: 'en',
  more: ['fr', 'ar'],
  translations: {
    fr: {
      title: 'Enquête',
      'element.1.label': 'Votre nom',
      'element.3.option.yes': 'Oui',
      'thanks.title': 'Merci beaucoup !',
    },
    ar: { title: 'استبيان', 'element.1.label': 'اسمك' },
  },
};

describe.each(testDialects)("the visitor's language (%s)", (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };
  let plain: { id: number; uuid: string };

  const create = async (title: string, withLanguages: boolean) => {
    const draft = createNewForm();
    const props = { ...draft.props, elements, ...(withLanguages ? { languages } : {}) };
    const created = (await as(owner).post(`/api/users/${owner.id}/forms`, { ...draft, title, props })).json<{
      id: number;
      uuid: string;
    }>();
    await as(owner).post(`/api/users/${owner.id}/forms/${created.id}/publish`);
    return created;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
    form = await create('Survey', true);
    plain = await create('Plain', false);
  });
  afterAll(() => server.close());

  const view = (path: string, acceptLanguage?: string) =>
    anon(server).get(path, acceptLanguage === undefined ? {} : { headers: { 'accept-language': acceptLanguage } });

  it('draws the form in the language of ?lang=, then Accept-Language, then its default', async () => {
    const fr = await view(`/form/view/${form.uuid}?lang=fr`, 'ar');
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('<html lang="fr" dir="ltr">');
    expect(fr.body).toContain('<title>Enquête</title>');
    expect(fr.body).toContain('Votre nom');
    expect(fr.body).toContain('Oui');
    // The Submit button the builder names in English speaks French too.
    expect(fr.body).toMatch(/<button type="submit" class="fb-btn fb-submit"[^>]*>(<[^>]+>)*Envoyer</);
    expect(fr.headers.vary).toBe('Accept-Language');

    const ar = await view(`/form/view/${form.uuid}`, 'ar-EG, fr;q=0.5');
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('اسمك');

    const en = await view(`/form/view/${form.uuid}`, 'de-DE');
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Your name');
    // The cached pages are kept apart by language.
    expect((await view(`/form/view/${form.uuid}?lang=fr`)).body).toContain('Votre nom');
  });

  it('posts its language in _lang, to an address that carries it, and says the page’s own words in it', async () => {
    const fr = await view(`/form/view/${form.uuid}?lang=fr`);
    expect(formFields(fr.body)).toContainEqual(['_lang', 'fr']);
    expect(fr.body).toContain(`action="/form/view/${form.uuid}?lang=fr"`);
    const data = /<script type="application\/json" id="fb-form-data">(.*?)<\/script>/.exec(fr.body)?.[1] ?? '';
    const parsed = JSON.parse(data) as { words?: { lang: string; catalogue: Record<string, string> } };
    expect(parsed.words?.lang).toBe('fr');
    expect(parsed.words?.catalogue['answer.required']).toBe('Veuillez remplir ce champ.');
    // English ships with the script: its page carries no catalogue.
    const en = await view(`/form/view/${form.uuid}?lang=en`);
    expect(en.body).not.toContain('"catalogue"');
    expect(formFields(en.body)).toContainEqual(['_lang', 'en']);
  });

  it('offers a switcher naming each language in its own words, the current one marked', async () => {
    const page = (await view(`/form/view/${form.uuid}?lang=ar`)).body;
    const nav = /<nav class="fb-languages" aria-label="([^"]+)">(.*?)<\/nav>/.exec(page);
    expect(nav?.[1]).toBe('اللغة');
    const links = [...(nav?.[2] ?? '').matchAll(/<a href="([^"]+)" hrefLang="(\w+)" lang="\w+"[^>]*>([^<]+)<\/a>/g)];
    expect(links.map((link) => [link[1], link[2], link[3]])).toEqual([
      [`/form/view/${form.uuid}`, 'en', 'English'],
      [`/form/view/${form.uuid}?lang=fr`, 'fr', 'Français'],
      [`/form/view/${form.uuid}?lang=ar`, 'ar', 'العربية'],
    ]);
    expect(nav?.[2]).toMatch(/data-lang="ar" aria-current="true"/);
    expect(nav?.[2]).not.toMatch(/data-lang="fr" aria-current/);
  });

  it('leaves a form without languages as it was: English, no switcher, no _lang', async () => {
    const page = await view(`/form/view/${plain.uuid}?lang=fr`, 'fr');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toContain('fb-languages');
    expect(formFields(page.body).map(([name]) => name)).not.toContain('_lang');
    expect(page.headers.vary).toBeUndefined();
  });

  it('refuses answers in the language posted: French messages in a 400, as JSON and as the page drawn again', async () => {
    const json = await anon(server).post(
      `/form/view/${form.uuid}`,
      { _lang: 'fr', q_2: 'not an address' },
      { headers: { accept: 'application/json' } },
    );
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      message: 'Veuillez corriger les questions signalées.',
      errors: { 1: 'Veuillez remplir ce champ.', 2: 'Veuillez saisir une adresse e-mail valide.' },
    });
    // A language the form does not have is its default.
    const other = await anon(server).post(
      `/form/view/${form.uuid}`,
      { _lang: 'de', q_2: 'x' },
      { headers: { accept: 'application/json' } },
    );
    expect(other.json<{ errors: Record<string, string> }>().errors[1]).toBe('Required field');

    const page = (await view(`/form/view/${form.uuid}?lang=fr`)).body;
    const again = await postPage(server, page, { q_1: [''] });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('<html lang="fr" dir="ltr">');
    expect(again.body).toContain('Veuillez remplir ce champ.');
    expect(again.body).toContain('Votre nom');
  });

  it('ends on a Thank You page in the language answered', async () => {
    const page = (await view(`/form/view/${form.uuid}?lang=fr`)).body;
    const sent = await postPage(server, page, { q_1: ['Ada'] });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/form/view/${form.uuid}/thanks?lang=fr`);
    const thanks = await view(String(sent.headers.location));
    expect(thanks.body).toContain('<html lang="fr" dir="ltr">');
    expect(thanks.body).toContain('Merci beaucoup !');
    expect(thanks.body).toContain('Votre réponse a bien été reçue.');
    expect(thanks.body).toContain('Envoyer une autre réponse');
  });

  it('says a closed form is closed in the visitor’s language, on its page and from its intake', async () => {
    const closing = await create('Closing', true);
    const life = `/api/users/${owner.id}/forms/${closing.id}/availability`;
    const settings = {
      opensAt: null,
      closesAt: null,
      responseCap: null,
      closedMessage: '',
      oneResponsePerVisitor: false,
    };
    expect((await as(owner).put(life, { ...settings, closed: true })).statusCode).toBe(200);
    const page = await view(`/form/view/${closing.uuid}`, 'fr-FR,fr;q=0.9');
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('<html lang="fr" dir="ltr">');
    expect(page.body).toContain('Ce formulaire est fermé');
    const refused = await anon(server).post(
      `/form/view/${closing.uuid}?lang=ar`,
      { q_1: 'Ada' },
      { headers: { accept: 'application/json' } },
    );
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ message: 'هذا النموذج مغلق ولم يعد يقبل إجابات. لم تُحفظ إجاباتك.' });
  });

  it('keeps no translation of a deleted question, a removed option or a deleted ending once saved', async () => {
    const stale = {
      ...languages,
      translations: {
        ...languages.translations,
        fr: { ...languages.translations.fr, 'element.9.label': 'Supprimée', 'element.3.option.maybe': 'Peut-être' },
      },
    };
    const draft = createNewForm();
    const props = { ...draft.props, elements, languages: stale };
    const { id } = (await as(owner).post(`/api/users/${owner.id}/forms`, { ...draft, title: 'Edited', props })).json<{
      id: number;
    }>();
    const saved = (await as(owner).get(`/api/users/${owner.id}/forms/${id}`)).json<{
      props: { languages: typeof languages };
    }>();
    expect(saved.props.languages.translations).toEqual(languages.translations);
  });
});
