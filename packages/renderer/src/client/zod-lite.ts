// The slice of zod's API that @formbuilder/core calls, for the browser bundle
// only: build-client.mjs resolves 'zod' to this file. Core's element registry
// builds zod settings schemas when it loads, and zod itself would cost ~95 KB
// gzipped against the page's 40 KB budget (issue #5). The rule engine and
// validateAnswers only parse at run time with isElementType (an enum) and the
// LocationAddress answer (objects, a literal, a tuple of numbers); the rest is
// built and never used here. Unit tests run core on real zod, and
// zod-lite.test.ts checks this stand-in against it. A zod call this file lacks
// fails when the bundle loads, which bundle.test.ts catches.

interface Issue {
  readonly message: string;
  readonly path?: readonly PropertyKey[];
}
export type LiteResult = { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
type Run = (value: unknown) => LiteResult;
type Shape = Readonly<Record<string, LiteSchema>>;
type Unknowns = 'strip' | 'loose' | 'strict';

const ok = (data: unknown): LiteResult => ({ success: true, data });
const fail = (message = 'Invalid input'): LiteResult => ({ success: false, error: { issues: [{ message, path: [] }] } });
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** What min/max compare: a number itself, a text's or a list's length. */
const sizeOf = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' || Array.isArray(value) ? value.length : Number.NaN;

export class LiteSchema {
  private readonly run: Run;
  readonly shape: Shape | undefined;
  private readonly unknowns: Unknowns;
  /** Whether an object may lack this key (zod 4: optional and default only, not unknown). */
  readonly keyOptional: boolean;

  constructor(run: Run, options: { shape?: Shape; unknowns?: Unknowns; keyOptional?: boolean } = {}) {
    const { shape, unknowns = 'strip', keyOptional = false } = options;
    this.run = run;
    this.shape = shape;
    this.unknowns = unknowns;
    this.keyOptional = keyOptional;
  }

  safeParse(value: unknown): LiteResult {
    return this.run(value);
  }

  parse(value: unknown): unknown {
    const result = this.run(value);
    if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
    return result.data;
  }

  /** Runs this schema, then `next` on its output. */
  private pipeTo(next: (data: unknown) => LiteResult): LiteSchema {
    return new LiteSchema(
      (value) => {
        const result = this.run(value);
        return result.success ? next(result.data) : result;
      },
      { shape: this.shape, unknowns: this.unknowns, keyOptional: this.keyOptional },
    );
  }

  refine(check: (data: unknown) => unknown, message?: string | { message?: string }): LiteSchema {
    const text = typeof message === 'string' ? message : message?.message;
    return this.pipeTo((data) => (check(data) ? ok(data) : fail(text)));
  }

  superRefine(check: (data: unknown, ctx: { addIssue: (issue: Issue) => void }) => void): LiteSchema {
    return this.pipeTo((data) => {
      const issues: Issue[] = [];
      check(data, { addIssue: (issue) => issues.push({ path: [], ...issue }) });
      return issues.length === 0 ? ok(data) : { success: false, error: { issues } };
    });
  }

  optional(): LiteSchema {
    return new LiteSchema((value) => (value === undefined ? ok(value) : this.run(value)), { keyOptional: true });
  }

  nullable(): LiteSchema {
    return new LiteSchema((value) => (value === null ? ok(value) : this.run(value)), { keyOptional: this.keyOptional });
  }

  default(fallback: unknown): LiteSchema {
    const make = (): unknown => (typeof fallback === 'function' ? (fallback as () => unknown)() : fallback);
    return new LiteSchema((value) => (value === undefined ? ok(make()) : this.run(value)), { keyOptional: true });
  }

  min(limit: number): LiteSchema {
    return this.refine((data) => sizeOf(data) >= limit);
  }

  max(limit: number): LiteSchema {
    return this.refine((data) => sizeOf(data) <= limit);
  }

  int(): LiteSchema {
    return this.refine((data) => Number.isInteger(data));
  }

  nonnegative(): LiteSchema {
    return this.min(0);
  }

  positive(): LiteSchema {
    return this.refine((data) => sizeOf(data) > 0);
  }

  regex(pattern: RegExp): LiteSchema {
    return this.refine((data) => typeof data === 'string' && pattern.test(data));
  }

  trim(): LiteSchema {
    return this.pipeTo((data) => ok(typeof data === 'string' ? data.trim() : data));
  }

  extend(more: Shape): LiteSchema {
    return objectOf({ ...this.shape, ...more }, this.unknowns);
  }

  partial(): LiteSchema {
    const shape = Object.fromEntries(Object.entries(this.shape ?? {}).map(([key, schema]) => [key, schema.optional()]));
    return objectOf(shape, this.unknowns);
  }
}

const simple = (check: (value: unknown) => boolean): LiteSchema =>
  new LiteSchema((value) => (check(value) ? ok(value) : fail()));

function objectOf(shape: Shape, unknowns: Unknowns): LiteSchema {
  return new LiteSchema(
    (value) => {
      if (!isPlainObject(value)) return fail();
      const data: Record<string, unknown> = unknowns === 'strip' ? {} : { ...value };
      for (const [key, schema] of Object.entries(shape)) {
        if (!(key in value) && !schema.keyOptional) return fail(`${key} is missing`);
        const result = schema.safeParse(value[key]);
        if (!result.success) return result;
        if (key in value || result.data !== undefined) data[key] = result.data;
        else delete data[key];
      }
      if (unknowns === 'strict' && Object.keys(value).some((key) => !(key in shape))) return fail();
      return ok(data);
    },
    { shape, unknowns },
  );
}

function union(options: readonly LiteSchema[]): LiteSchema {
  return new LiteSchema((value) => {
    for (const option of options) {
      const result = option.safeParse(value);
      if (result.success) return result;
    }
    return fail();
  });
}

function listOf(value: unknown, items: readonly LiteSchema[]): LiteResult {
  if (!Array.isArray(value)) return fail();
  const data: unknown[] = [];
  for (const [index, item] of value.entries()) {
    const result = items[Math.min(index, items.length - 1)]?.safeParse(item) ?? fail();
    if (!result.success) return result;
    data.push(result.data);
  }
  return ok(data);
}

/** The zod functions core calls (zod 4 names and behaviour). */
export const z = {
  string: () => simple((value) => typeof value === 'string'),
  number: () => simple((value) => typeof value === 'number' && Number.isFinite(value)),
  boolean: () => simple((value) => typeof value === 'boolean'),
  unknown: () => simple(() => true),
  literal: (expected: unknown) => {
    const allowed: readonly unknown[] = Array.isArray(expected) ? expected : [expected];
    return simple((value) => allowed.includes(value));
  },
  enum: (values: readonly string[] | Readonly<Record<string, string>>) => {
    const allowed: readonly string[] = Array.isArray(values) ? values : Object.values(values);
    return simple((value) => typeof value === 'string' && allowed.includes(value));
  },
  object: (shape: Shape) => objectOf(shape, 'strip'),
  looseObject: (shape: Shape) => objectOf(shape, 'loose'),
  strictObject: (shape: Shape) => objectOf(shape, 'strict'),
  array: (item: LiteSchema) => new LiteSchema((value) => listOf(value, [item])),
  tuple: (items: readonly LiteSchema[]) =>
    new LiteSchema((value) => (Array.isArray(value) && value.length === items.length ? listOf(value, items) : fail())),
  record: (keys: LiteSchema, values: LiteSchema) =>
    new LiteSchema((value) => {
      if (!isPlainObject(value)) return fail();
      const good = Object.entries(value).every(([key, item]) => keys.safeParse(key).success && values.safeParse(item).success);
      return good ? ok({ ...value }) : fail();
    }),
  union,
  discriminatedUnion: (_key: string, options: readonly LiteSchema[]) => union(options),
};
