import { IntlMessageFormat } from 'intl-messageformat';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, type OwnerMessageId } from './en';
import { OWNER_CATALOGUES, OWNER_LANGUAGES } from './languages';
import { makeTranslate } from './translate';

// docs/product.md, "The owner app's language": every catalogue has every id of the English one,
// each message parses as ICU MessageFormat, and it asks for the same values as the English.

type Ast = ReturnType<IntlMessageFormat['getAst']>;
type Element = Ast[number];

/** The names a message reads, each with the kind of value it wants: a number, text or a tag. */
function argumentsOf(ast: Ast, into = new Map<string, 'number' | 'text' | 'tag'>()) {
  const visit = (element: Element) => {
    // Types of @formatjs/icu-messageformat-parser: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag.
    const type: number = element.type;
    if ('options' in element) {
      into.set(element.value, type === 6 ? 'number' : 'text');
      Object.values(element.options).forEach((option) => argumentsOf(option.value, into));
    } else if ('children' in element) {
      into.set(element.value, 'tag');
      argumentsOf(element.children, into);
    } else if (type >= 1 && type <= 4 && 'value' in element) {
      into.set(element.value, type === 2 ? 'number' : 'text');
    }
  };
  ast.forEach(visit);
  return into;
}

const sample = (kind: 'number' | 'text' | 'tag') =>
  kind === 'number' ? 3 : kind === 'tag' ? (chunks: unknown[]) => `[${chunks.join('')}]` : 'Sample';

const ids = Object.keys(en) as OwnerMessageId[];

describe('the owner app’s catalogues', () => {
  it('ship English and French', () => {
    expect(OWNER_LANGUAGES).toEqual(['en', 'fr']);
  });

  for (const language of OWNER_LANGUAGES) {
    const catalogue = OWNER_CATALOGUES[language];

    it(`${language}: has exactly the ids of English, each a message that is not empty`, () => {
      expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
      for (const id of ids) expect(catalogue[id].trim(), id).not.toBe('');
    });

    it(`${language}: every message parses, asks for the values English asks for, and formats with them`, () => {
      for (const id of ids) {
        const message = new IntlMessageFormat(catalogue[id], language);
        const wanted = argumentsOf(message.getAst());
        const english = argumentsOf(new IntlMessageFormat(en[id], 'en').getAst());
        // The same names, tags where English has tags (a count may be a plural in one language only).
        const shape = (args: typeof wanted) => [...args].map(([name, kind]) => `${name}:${kind === 'tag'}`).sort();
        expect(shape(wanted), id).toEqual(shape(english));
        const values = Object.fromEntries(
          [...wanted].map(([name, kind]) => [name, sample(english.get(name) === 'number' ? 'number' : kind)]),
        );
        const text = [message.format(values)].flat().join('');
        expect(text, id).not.toMatch(/[{}]/);
      }
    });
  }

  it('formats plurals and numbers in the language’s own rules', () => {
    const english = makeTranslate('en', 'en-US');
    const french = makeTranslate('fr', 'fr-FR');
    expect(english('templates.count', { count: 1 })).toBe('1 template');
    expect(english('templates.count', { count: 2 })).toBe('2 templates');
    expect(french('templates.count', { count: 1 })).toBe('1 modèle');
    expect(french('templates.count', { count: 1500 })).toBe('1\u202f500 modèles');
    expect(french('forms.unread', { unread: 2 })).toBe('2 non lues');
  });

  it('draws the tags of a rich message as the caller’s elements', () => {
    const french = makeTranslate('fr', 'fr-FR');
    const parts = french.rich('forms.deleteQuestion', {
      title: 'Contact & co',
      strong: (chunks) => createElement('strong', null, chunks),
    });
    expect(renderToStaticMarkup(createElement('p', null, parts))).toBe(
      '<p>Voulez-vous vraiment supprimer <strong>Contact &amp; co</strong>\u00a0? Cette action est irréversible.</p>',
    );
  });
});
