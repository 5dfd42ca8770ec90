import { isRecord, trimTrailingSlashes } from '@formbuilder/core/runtime';
// The public French address search service (docs/product.md §B7, "GET q,
// limit=5 and optional lat, lon, citycode; it reads features[].properties.label
// and geometry"). Its base URL comes from the form's data-address-search-url.

export interface Suggestion {
  readonly label: string;
  /** GeoJSON order: [longitude, latitude]; null when the feature has no point. */
  readonly coordinates: readonly [number, number] | null;
}

export interface AddressQuery {
  readonly text: string;
  readonly limit: number;
  readonly lat?: string | undefined;
  readonly lon?: string | undefined;
  readonly citycode?: string | undefined;
}

export function searchUrl(base: string, query: AddressQuery): string {
  const params = new URLSearchParams({ q: query.text, limit: String(query.limit) });
  // docs/product.md §B3 geographicPriorityLat/Long: both or neither
  if (query.lat !== undefined && query.lat !== '' && query.lon !== undefined && query.lon !== '') {
    params.set('lat', query.lat);
    params.set('lon', query.lon);
  }
  if (query.citycode !== undefined && query.citycode !== '') params.set('citycode', query.citycode);
  return `${trimTrailingSlashes(base)}/search/?${params.toString()}`;
}

function pointOf(geometry: unknown): readonly [number, number] | null {
  if (!isRecord(geometry) || !Array.isArray(geometry.coordinates)) return null;
  const coordinates: unknown[] = geometry.coordinates;
  const [lon, lat] = coordinates;
  return typeof lon === 'number' && Number.isFinite(lon) && typeof lat === 'number' && Number.isFinite(lat)
    ? [lon, lat]
    : null;
}

/** The suggestions of a service answer (at most `limit`); anything unexpected is skipped. */
export function readSuggestions(body: unknown, limit: number): Suggestion[] {
  const features: unknown[] = isRecord(body) && Array.isArray(body.features) ? body.features : [];
  const suggestions: Suggestion[] = [];
  for (const feature of features) {
    if (!isRecord(feature) || !isRecord(feature.properties)) continue;
    const label = feature.properties.label;
    if (typeof label !== 'string' || label.trim() === '') continue;
    suggestions.push({ label, coordinates: pointOf(feature.geometry) });
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}

/** Searches; throws on a network failure or a non-2xx answer (the caller ignores both, docs/product.md §B8). */
export async function searchAddresses(
  fetcher: typeof fetch,
  base: string,
  query: AddressQuery,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  const response = await fetcher(searchUrl(base, query), { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`address search: ${String(response.status)}`);
  return readSuggestions(await response.json(), query.limit);
}
