import { z } from 'zod';

// spec: builder §3, Statistics
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

// Loose so the server may add the question id and type beside the spec's fields.
export const statisticsElementSchema = z.looseObject({
  label: z.string(),
  chartType: chartTypeSchema,
  chartItems: z.array(chartItemSchema),
  responseCount: z.number().int().nonnegative(),
  netPromoterScore: z.number().optional(),
  average: z.number().optional(),
});
export type StatisticsElement = z.infer<typeof statisticsElementSchema>;

export const statisticsSchema = z.object({
  responses: z.number().int().nonnegative(),
  // spec: builder §3, seconds
  average_completion_time: z.number().nonnegative(),
  elements: z.array(statisticsElementSchema),
  // Beyond the spec (issue #11): page views of the public form and submissions ÷ views in %,
  // null while the form has no counted view.
  views: z.number().int().nonnegative().optional(),
  completionRate: z.number().nonnegative().nullable().optional(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

// Kept apart so quiz results format times on the visitor's page without zod (STYLE.md §15).
export { formatCompletionTime, formatStatisticNumber } from '../statistic-format';
