import { z } from 'zod';

// docs/product.md §B3, Statistics
export const CHART_TYPES = ['lastFive', 'pieChart', 'barChart', 'netPromoterScore', 'average'] as const;
export const chartTypeSchema = z.enum(CHART_TYPES);
export type ChartType = z.infer<typeof chartTypeSchema>;

export const chartItemSchema = z.object({
  name: z.string(),
  // a count for charts; the answer text for lastFive
  value: z.union([z.number(), z.string()]),
  color: z.string().optional(),
  nameForXaxis: z.string().optional(),
});
export type ChartItem = z.infer<typeof chartItemSchema>;

/** A count and its share of the question's respondents, in % (two decimals). */
export const shareSchema = z.object({
  count: z.number().int().nonnegative(),
  percent: z.number().nonnegative(),
});
export type Share = z.infer<typeof shareSchema>;

/**
 * One bar of a question's distribution: a choice, a point of a scale (zeros included) or a bin of
 * a histogram. `from` and `to` bound a histogram's bin (numbers: from ≤ value < to, the last bin
 * inclusive; dates: the bin's first and last day, YYYY-MM-DD).
 */
export const distributionItemSchema = shareSchema.extend({
  label: z.string(),
  from: z.union([z.number(), z.string()]).optional(),
  to: z.union([z.number(), z.string()]).optional(),
});
export type DistributionItem = z.infer<typeof distributionItemSchema>;

export const DISTRIBUTION_KINDS = ['choices', 'scale', 'numbers', 'dates'] as const;
export const DATE_BIN_UNITS = ['day', 'week', 'month', 'year'] as const;
export type DateBinUnit = (typeof DATE_BIN_UNITS)[number];

// Loose so the server may add the question id and type beside the product's fields.
export const statisticsElementSchema = z.looseObject({
  label: z.string(),
  chartType: chartTypeSchema,
  chartItems: z.array(chartItemSchema),
  responseCount: z.number().int().nonnegative(),
  netPromoterScore: z.number().optional(),
  average: z.number().optional(),
  // Beyond the product's core: how the answers spread, each bar with its share of the question's
  // respondents (responseCount; a multiple choice's shares may add up past 100 %).
  distributionKind: z.enum(DISTRIBUTION_KINDS).optional(),
  distribution: z.array(distributionItemSchema).optional(),
  /** A date histogram's bin: a day, a week (from Monday), a month or a year, by the answers' span. */
  binUnit: z.enum(DATE_BIN_UNITS).optional(),
  /** The mean of a rating, score or number (two decimals), absent without answers. */
  mean: z.number().optional(),
  /** The scale's lowest and highest points: a rating's 1 to its top, a score's 0 to 10. */
  scale: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  /** A Net Promoter Score question's 0–6, 7–8 and 9–10 answers. */
  npsGroups: z.object({ detractors: shareSchema, passives: shareSchema, promoters: shareSchema }).optional(),
});
export type StatisticsElement = z.infer<typeof statisticsElementSchema>;

export const statisticsSchema = z.object({
  responses: z.number().int().nonnegative(),
  // docs/product.md §B3, seconds
  average_completion_time: z.number().nonnegative(),
  elements: z.array(statisticsElementSchema),
  // Beyond the product's core: page views of the public form and submissions ÷ views in %,
  // null while the form has no counted view.
  views: z.number().int().nonnegative().optional(),
  completionRate: z.number().nonnegative().nullable().optional(),
  // Beyond the product's core: submissions per day over the last 30 days (zeros included, oldest
  // first) in `timeZone`, the owner's; the funnel views → starts (a first answer) → submissions;
  // and for a form of several pages, how many visitors reached each page after the first.
  perDay: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })).optional(),
  timeZone: z.string().optional(),
  starts: z.number().int().nonnegative().optional(),
  pagesReached: z
    .array(z.object({ page: z.number().int().positive(), count: z.number().int().nonnegative() }))
    .optional(),
  // Beyond the product's core, for a form with logic (docs/product.md, "Logic"): each number
  // calculated value charted as a Number question is (its `valueId` beside), and the endings
  // chosen charted as a single choice is; absent for a form without them.
  calculated: z.array(statisticsElementSchema).optional(),
  endings: statisticsElementSchema.optional(),
  // Beyond the product's core, for a form that keeps partial responses (docs/product.md,
  // "Partial responses"): the responses in progress now, and on which page each visitor last was.
  inProgress: z
    .object({
      total: z.number().int().nonnegative(),
      byPage: z.array(z.object({ page: z.number().int().positive(), count: z.number().int().nonnegative() })),
    })
    .optional(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

// Kept apart so quiz results format times on the visitor's page without zod (docs/architecture.md, "The visitor's script").
export { formatCompletionTime, formatStatisticNumber } from '../statistic-format';
