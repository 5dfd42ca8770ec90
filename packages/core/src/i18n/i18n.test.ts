import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from './languages';
import { ENGLISH, scriptCatalogue, wordsFrom } from './words';
import { pageWords } from './catalogues/index';
import { missingTranslations, translatableTexts, translateProps, withoutDeletedTranslations } from './translate';
import { formLanguagesSchema } from '../schemas/languages';
import type { Element } from '../schemas/element';

describe('pickLanguage', () => {
  const available = ['en', 'fr', 'ar'];
  it('takes ?lang= first, then Accept-Language, then the default', () => {
    expect(pickLanguage({ query: 'ar', acceptLanguage: 'fr', available, defaultLanguage: 'en' })).toBe('ar');
    expect(pickLanguage({ query: 'de', acceptLanguage: 'de-DE, fr-CA;q=0.8', available, defaultLanguage: 'en' })).toBe(
      'fr',
    );
    expect(pickLanguage({ acceptLanguage: 'de, ja;q=0.5', available, defaultLanguage: 'en' })).toBe('en');
  });
  it('reads Accept-Language by quality and drops q=0', () => {
    expect(acceptedLanguages('fr;q=0.5, ar, en;q=0')).toEqual(['ar', 'fr']);
    expect(acceptedLanguages('*, not a tag')).toEqual([]);
  });
});

describe('page words', () => {
  it('formats ICU plurals in the language', () => {
    expect(ENGLISH.t('answer.tooManyFiles', { max: 1 })).toBe('Please send at most 1 file.');
    expect(ENGLISH.t('answer.tooManyFiles', { max: 3 })).toBe('Please send at most 3 files.');
    expect(ENGLISH.t('answer.fileTooLarge', { name: 'a.pdf', maxMb: 10 })).toBe(
      "The file 'a.pdf' is too large: at most 10 MB. Please choose a smaller file.",
    );
  });
  it('falls back to English for an id a catalogue lacks or cannot format', () => {
    const words = wordsFrom('fr', { 'page.next': 'Suivant', 'page.step': 'Étape {step' });
    expect(words.t('page.next')).toBe('Suivant');
    expect(words.t('page.step', { step: 2, count: 3 })).toBe('Step 2 of 3');
    expect(words.t('page.previous')).toBe('Previous');
    expect(words.dir).toBe('ltr');
    expect(wordsFrom('ar', {}).dir).toBe('rtl');
  });
  it("gives the visitor's script only the words it says itself", () => {
    const fr = pageWords('fr').catalogue;
    const carried = scriptCatalogue(fr, false);
    expect(carried['answer.email']).toBe(fr['answer.email']);
    expect(carried['page.step']).toBe(fr['page.step']);
    expect(carried['thanks.title']).toBeUndefined();
    expect(carried['partial.copy']).toBeUndefined();
    expect(scriptCatalogue(fr, true)['partial.copy']).toBe(fr['partial.copy']);
  });
  it('speaks English for a form language without a catalogue', () => {
    expect(pageWords('ja').lang).toBe('en');
  });
});

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Your name', placeholder: 'Jane' },
  { id: 2, type: 'Radio', label: '<p>Pick <b>one</b></p>', options: ['Yes', 'No##no'] },
];
const props = {
  elements,
  integrations: [{ type: 'tyPageTitle', value: 'Thanks!' }],
  logic: { endings: [{ id: 'pass', name: 'Passed', text: 'Well done {{answer:1}}' }] },
};

describe('translation', () => {
  it('lists each text a visitor reads, with keys that name where it is', () => {
    const texts = translatableTexts(props, 'Survey', { closedMessage: 'Closed' });
    expect(texts.map((text) => text.key)).toEqual([
      'title',
      'element.1.label',
      'element.1.placeholder',
      'element.2.label',
      'element.2.option.Yes',
      'element.2.option.no',
      'thanks.title',
      'ending.pass.text',
      'closedMessage',
    ]);
    expect(texts.find((text) => text.key === 'element.2.label')?.rich).toBe(true);
    expect(texts.find((text) => text.key === 'element.2.option.no')?.text).toBe('No');
    expect(missingTranslations(texts, { title: 'Enquête', 'element.1.label': ' ' })).toHaveLength(8);
  });
  it('lists the quiz result labels only for a form that shows its evaluation', () => {
    const labels = { type: 'evaluationPageLabels', value: { score: 'Score' } };
    const keys = (behaviour: string) =>
      translatableTexts(
        { elements: [], integrations: [{ type: 'submitBehaviour', value: behaviour }, labels] },
        'Quiz',
      ).map((text) => text.key);
    expect(keys('Show Thank You Page')).toEqual(['title']);
    expect(keys('Evaluate Form')).toEqual(['title', 'evaluation.score']);
  });
  it('replaces translated texts and keeps option values', () => {
    const fr = translateProps(props, {
      'element.1.label': 'Votre nom',
      'element.2.option.Yes': 'Oui',
      'element.2.option.no': 'Non',
      'thanks.title': 'Merci !',
      'ending.pass.text': 'Bravo {{answer:1}}',
    });
    expect(fr.elements[0]).toMatchObject({ label: 'Votre nom', placeholder: 'Jane' });
    expect(fr.elements[1]?.options).toEqual(['Oui##Yes', 'Non##no']);
    expect(fr.integrations[0]?.value).toBe('Merci !');
    expect(fr.logic.endings[0]?.text).toBe('Bravo {{answer:1}}');
    expect(translateProps(props, {})).toBe(props);
  });
  it("drops the translations of deleted questions, removed options and deleted endings, and keeps a blank text's", () => {
    const fr = {
      title: 'Enquête',
      'element.1.label': 'Votre nom',
      'element.1.sublabelText': 'Une description effacée pour un temps',
      'element.2.option.no': 'Non',
      'element.2.option.maybe': 'Peut-être',
      'element.3.label': 'Une question supprimée',
      'element.3.option.x': 'Son option',
      'ending.pass.text': 'Bravo',
      'ending.fail.text': 'Une fin supprimée',
      'thanks.title': 'Merci !',
    };
    const kept = withoutDeletedTranslations({ fr, de: { 'element.1.label': 'Ihr Name' } }, props);
    expect(kept.fr).toEqual({
      title: 'Enquête',
      'element.1.label': 'Votre nom',
      'element.1.sublabelText': 'Une description effacée pour un temps',
      'element.2.option.no': 'Non',
      'ending.pass.text': 'Bravo',
      'thanks.title': 'Merci !',
    });
    expect(kept.de).toEqual({ 'element.1.label': 'Ihr Name' });
    const live = { fr: { 'element.2.option.Yes': 'Oui' } };
    expect(withoutDeletedTranslations(live, props)).toBe(live);
  });
});

describe('formLanguagesSchema', () => {
  it('refuses unknown, repeated and orphan languages in words', () => {
    const result = formLanguagesSchema.safeParse({ default: 'en', more: ['fr', 'fr', 'xx'], translations: { de: {} } });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('French is listed twice.');
    expect(messages).toContain("'xx' is not a language the builder offers.");
    expect(messages).toContain("There are translations into German, which is not among the form's languages.");
  });
});
