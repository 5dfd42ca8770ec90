// The owner app's words of one area (docs/product.md, "The owner app's language"), in English and
// French; en.ts and fr.ts spread them into the app's catalogues. Kept apart so each area's words
// sit together and can be worked on alone.

export const builderPanelsEn = {} as const;

export const builderPanelsFr: Readonly<Record<keyof typeof builderPanelsEn, string>> = {};
