import { useCallback, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { errorMessage } from '../api/client';

// One small form helper for the account screens: the values in one state, checked on submit
// with core's schema (the same rules and words as the server's). Each refused field shows its
// own message beside it; a problem of no field (the server's words) shows once.

/** What the helper needs of a zod schema. */
export interface FormSchema<Output> {
  safeParse(
    data: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly FormIssue[] } };
}

interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What to show: the message, and the field it is about (null for the server's words). */
export interface FormProblem<Field extends string> {
  field: Field | null;
  message: string;
}

type Values = Record<string, unknown>;
type TextField<V extends Values> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

interface SchemaFormOptions<V extends Values, Output> {
  initial: V;
  /** Core's schema for the form; without one the values are sent as they are. */
  schema?: FormSchema<Output>;
  /** Which field's problem is shown first when several have one (the schema's order otherwise). */
  order?: readonly (keyof V & string)[];
  /** What the schema checks, when it differs from what was typed (e.g. a trimmed e-mail). */
  prepare?: (values: V) => unknown;
  /** The field a server's message is about (e.g. its common-password refusal), shown beside it. */
  fieldOfMessage?: (message: string) => (keyof V & string) | null;
  /** Called whenever a problem is shown: a refused field, or an action that failed. */
  onProblem?: (problem: FormProblem<keyof V & string>) => void;
  /** Moves the focus to a refused field. */
  focusRefused?: boolean;
}

export interface SchemaForm<V extends Values, Output> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** What a TextField needs: its value and setter, a ref, and its message when it was refused. */
  field: <K extends TextField<V>>(
    name: K,
  ) => {
    value: string;
    onValueChange: (value: string) => void;
    ref: RefObject<HTMLInputElement | null>;
    error: string | null;
  };
  /** The first problem found (the one focused). */
  problem: FormProblem<keyof V & string> | null;
  /** The message for the form's alert: a problem that is no field's. */
  alert: string | null;
  /** A problem from elsewhere (e.g. Google's sign-in). */
  fail: (message: string) => void;
  /** True while an action runs. */
  pending: boolean;
  /** The form's onSubmit: checks the values, then runs `action` with what the schema gave. */
  handleSubmit: (action: (data: Output) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => void;
  /** Runs an action without the form's check (e.g. Google's sign-in), with the same pending and failure handling. */
  run: (action: () => Promise<void>) => void;
}

export function useSchemaForm<V extends Values, Output = V>({
  initial,
  schema,
  order,
  prepare,
  fieldOfMessage,
  onProblem,
  focusRefused = false,
}: SchemaFormOptions<V, Output>): SchemaForm<V, Output> {
  type Field = keyof V & string;
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FormProblem<Field> | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const refs = useRef(new Map<Field, RefObject<HTMLInputElement | null>>());

  // A field's message goes as soon as its value changes: it no longer describes what is there.
  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => (field in current ? withoutKey(current, field) : current));
  }, []);

  function refOf(name: Field): RefObject<HTMLInputElement | null> {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = { current: null };
      refs.current.set(name, ref);
    }
    return ref;
  }

  function report(found: FormProblem<Field>, errors: Partial<Record<Field, string>>) {
    setProblem(found);
    setFieldErrors(errors);
    onProblem?.(found);
    if (focusRefused && found.field !== null) refOf(found.field).current?.focus();
  }

  function check(): { ok: true; data: Output } | { ok: false; problems: FormProblem<Field>[] } {
    const input = prepare ? prepare(values) : values;
    if (!schema) return { ok: true, data: input as Output };
    const parsed = schema.safeParse(input);
    if (parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, problems: orderedProblems(parsed.error.issues, order) };
  }

  function run(action: () => Promise<void>) {
    setProblem(null);
    setFieldErrors({});
    setPending(true);
    action().then(
      () => setPending(false),
      (error: unknown) => {
        setPending(false);
        const message = errorMessage(error);
        const field = fieldOfMessage?.(message) ?? null;
        report({ field, message }, field === null ? {} : fieldErrorsOf([{ field, message }]));
      },
    );
  }

  return {
    values,
    set,
    field: (name) => ({
      value: values[name] as string,
      onValueChange: (value: string) => set(name, value as V[typeof name]),
      ref: refOf(name),
      error: fieldErrors[name] ?? null,
    }),
    problem,
    alert: problem !== null && problem.field === null ? problem.message : null,
    fail: (message) => report({ field: null, message }, {}),
    pending,
    handleSubmit: (action) => (event) => {
      event.preventDefault();
      const checked = check();
      if (checked.ok) run(() => action(checked.data));
      else
        report(
          checked.problems[0] ?? { field: null, message: 'Please check the form.' },
          fieldErrorsOf(checked.problems),
        );
    },
    run,
  };
}

/** Every issue as a problem, those of the fields in `order` first (the schema's order otherwise). */
function orderedProblems<Field extends string>(
  issues: readonly FormIssue[],
  order: readonly Field[] | undefined,
): FormProblem<Field>[] {
  const fieldOf = (issue: FormIssue) => (typeof issue.path[0] === 'string' ? (issue.path[0] as Field) : null);
  const rank = (issue: FormIssue) => {
    const field = fieldOf(issue);
    const index = field === null || !order ? -1 : order.indexOf(field);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const sorted = order ? [...issues].sort((a, b) => rank(a) - rank(b)) : issues;
  return sorted.map((issue) => ({ field: fieldOf(issue), message: issue.message }));
}

/** Each field's first message. */
function fieldErrorsOf<Field extends string>(problems: readonly FormProblem<Field>[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const { field, message } of problems) if (field !== null && errors[field] === undefined) errors[field] = message;
  return errors;
}

function withoutKey<T extends object>(record: T, key: PropertyKey): T {
  const copy = { ...record };
  delete copy[key as keyof T];
  return copy;
}
