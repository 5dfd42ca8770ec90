import { ENGLISH, type PageWords } from '@formbuilder/core/runtime';
import { createContext, useContext } from 'react';

// The page's own words in the visitor's language (docs/product.md, "Languages"): FormView provides
// them (its `words`), each part of the page reads them; English where nothing provides them.
export const WordsContext = createContext<PageWords>(ENGLISH);

export const useWords = (): PageWords => useContext(WordsContext);
