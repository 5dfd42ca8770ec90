// The owner app's words of one area (docs/product.md, "The owner app's language"), in English and
// French; en.ts and fr.ts spread them into the app's catalogues. Kept apart so each area's words
// sit together and can be worked on alone.

export const dataEn = {} as const;

export const dataFr: Readonly<Record<keyof typeof dataEn, string>> = {};
