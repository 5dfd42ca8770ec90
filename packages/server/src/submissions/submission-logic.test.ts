import { describe, expect, it } from 'vitest';
import { submittedParams } from './submission-logic';

const posted = (params: string) => ({ values: new Map([['_params', [params]]]), files: [] });

// The page's URL parameters as the intake reads them from `_params` (docs/api.md): the first value
// of each name, 50 names and 2,000 characters at most.
describe('the URL parameters posted with a form with logic', () => {
  it('reads the first value of each name', () => {
    expect(submittedParams(posted('utm_source=news&plan=pro&plan=free&empty='))).toEqual({
      utm_source: 'news',
      plan: 'pro',
      empty: '',
    });
    expect(submittedParams({ values: new Map(), files: [] })).toEqual({});
  });

  it('ignores names past 50 and characters past 2,000', () => {
    const many = Array.from({ length: 60 }, (_, i) => `p${i}=${i}`).join('&');
    expect(Object.keys(submittedParams(posted(many)))).toHaveLength(50);
    const long = submittedParams(posted(`a=${'x'.repeat(3000)}`));
    expect(long.a).toHaveLength(1998);
  });
});
