import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, pageWords } from './catalogues/index';
import { en, type MessageId } from './catalogues/en';
import { PAGE_LANGUAGES } from './languages';
import { validateAnswers } from '../rules/validate';
import { answerMessagesIn } from '../elements/messages';
import type { Element } from '../schemas/element';

// docs/product.md, "Languages": every catalogue of the page's words says every id, with the same
// values as the English one, and formats them in its own language's plural rules.

/** The AST type of plain text (@formatjs/icu-messageformat-parser's TYPE.literal). */
const LITERAL = 0;

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The names of the values a message takes, wherever they are (plural branches included). */
function argumentsOf(ast: Ast, names = new Set<string>()): Set<string> {
  for (const element of ast) {
    if ('value' in element && typeof element.value === 'string' && (element.type as number) !== LITERAL)
      names.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options as Record<string, { value: Ast }>))
        argumentsOf(option.value, names);
  }
  return names;
}

const SAMPLE = {
  max: 3,
  min: 2,
  top: 5,
  name: 'cv.pdf',
  maxMb: 10,
  types: 'PDF',
  question: 'Your CV',
  labels: "'Age'",
  count: 2,
  step: 2,
  page: 2,
  status: 503,
  percent: 40,
  address: 'ada@example.com',
  title: 'Contact',
  link: 'https://forms.example/form/view/1/confirm?token=abc',
  size: '2 MB',
  files: 'PDF files',
  reason: 'at most 2 MB.',
} as const;

const ids = Object.keys(en) as MessageId[];

describe('the page catalogues', () => {
  it.each(PAGE_LANGUAGES)('%s has every id, each taking the values the English one takes', (lang) => {
    const catalogue = CATALOGUES[lang];
    expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const source = new IntlMessageFormat(en[id], 'en').getAst();
      const message = new IntlMessageFormat(catalogue[id], lang);
      expect([...argumentsOf(message.getAst())].sort(), `${lang} ${id}`).toEqual([...argumentsOf(source)].sort());
      const text = message.format(SAMPLE) as string;
      expect(text, `${lang} ${id}`).not.toMatch(/[{}]/);
      expect(text.trim(), `${lang} ${id}`).not.toBe('');
    }
  });

  it('speaks each language: the same id reads differently in each', () => {
    const steps = PAGE_LANGUAGES.map((lang) => pageWords(lang).t('page.step', { step: 2, count: 3 }));
    expect(new Set(steps).size).toBe(PAGE_LANGUAGES.length);
    expect(pageWords('fr').t('page.step', { step: 2, count: 3 })).toBe('Étape 2 sur 3');
    expect(pageWords('de').t('page.next')).toBe('Weiter');
    expect(pageWords('ar').dir).toBe('rtl');
  });

  it('counts in each language’s plural forms', () => {
    const fr = pageWords('fr');
    expect(fr.t('answer.tooManyFiles', { max: 1 })).toBe('Veuillez envoyer au plus 1 fichier.');
    expect(fr.t('answer.tooManyFiles', { max: 4 })).toBe('Veuillez envoyer au plus 4 fichiers.');
    const ar = pageWords('ar');
    expect(ar.t('answer.tooManyFiles', { max: 1 })).toContain('ملف واحد');
    expect(ar.t('answer.tooManyFiles', { max: 2 })).toContain('ملفين');
    expect(ar.t('answer.tooManyFiles', { max: 3 })).toContain('3 ملفات');
    expect(ar.t('answer.tooManyFiles', { max: 11 })).toContain('11 ملفًا');
    expect(ar.t('answer.tooManyFiles', { max: 100 })).toContain('100 ملف.');
    expect(pageWords('en').t('answer.maxLength', { max: 10000 })).toBe('Please use at most 10000 characters.');
  });
});

describe('validation in the visitor’s language', () => {
  const elements: Element[] = [
    { id: 1, type: 'TextBox', label: 'Name', required: true, requiredText: 'Required field' },
    { id: 2, type: 'Email', label: 'E-mail' },
    { id: 3, type: 'Number', label: 'Age', minValue: 18 },
    { id: 4, type: 'TextBox', label: 'City', required: true, requiredText: 'Tell us your city' },
    { id: 5, type: 'TextBox', label: 'Street', required: true },
  ];
  const answers = { '2': 'not an address', '3': '12' };

  it('says each message in English when no words are given', () => {
    expect(validateAnswers(elements, [], answers)).toEqual({
      1: 'Required field',
      2: 'Please enter a valid e-mail address.',
      3: 'Please enter a number of at least 18.',
      4: 'Tell us your city',
      5: 'Please fill this field.',
    });
  });

  it('says them in French, keeping the owner’s own required text', () => {
    expect(validateAnswers(elements, [], answers, pageWords('fr'))).toEqual({
      1: 'Veuillez remplir ce champ.',
      2: 'Veuillez saisir une adresse e-mail valide.',
      3: 'Veuillez saisir un nombre supérieur ou égal à 18.',
      4: 'Tell us your city',
      5: 'Veuillez remplir ce champ.',
    });
  });

  it('gives each element’s messages in the words asked for', () => {
    expect(answerMessagesIn(pageWords('de')).tooManyChoices(2)).toBe('Bitte wählen Sie höchstens 2 Optionen.');
    expect(answerMessagesIn(pageWords('de'))).toBe(answerMessagesIn(pageWords('de')));
  });
});
