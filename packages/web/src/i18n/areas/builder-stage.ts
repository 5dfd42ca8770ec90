// The owner app's words of one area (docs/product.md, "The owner app's language"), in English and
// French; en.ts and fr.ts spread them into the app's catalogues. Kept apart so each area's words
// sit together and can be worked on alone.

export const builderStageEn = {} as const;

export const builderStageFr: Readonly<Record<keyof typeof builderStageEn, string>> = {};
