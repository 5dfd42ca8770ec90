// Every TanStack Query key of the web app, written once: a screen that reads a thing and a
// mutation that changes it name the same key, so one invalidation reaches every screen that
// shows it. Keys nest: invalidating a key also invalidates the keys that start with it.

type Id = number | string;

export const queryKeys = {
  environment: () => ['environment'] as const,
  verify: (userId: string, code: string) => ['verify', userId, code] as const,

  /** The owner's forms list: the forms page, the form limit and the data screens' selector. */
  formList: (userId: Id) => ['forms', userId, 'list'] as const,
  /** Everything read about one form; the id as text, whether it came from a route or a row. */
  form: (userId: Id, formId: Id) => ['forms', userId, String(formId)] as const,
  draft: (userId: Id, formId: Id) => [...queryKeys.form(userId, formId), 'draft'] as const,
  /** The published version: the editor's header and the data screens' questions. */
  published: (userId: Id, formId: Id) => [...queryKeys.form(userId, formId), 'published'] as const,
  /** One published version by its number: the questions an older submission answered. */
  formVersion: (userId: Id, formId: Id, version: Id) =>
    [...queryKeys.form(userId, formId), 'version', version] as const,
  previewToken: (userId: Id, formId: Id) => [...queryKeys.form(userId, formId), 'preview-token'] as const,
  access: (userId: Id, formId: Id) => [...queryKeys.form(userId, formId), 'access'] as const,
  slug: (userId: Id, formId: Id) => [...queryKeys.form(userId, formId), 'slug'] as const,
  editorForm: (userId: Id) => ['editor-form', userId] as const,
  deliveries: (formId: Id, integration: string) => ['deliveries', formId, integration] as const,
  /** The owner's saved themes (the builder's Design tab). */
  themes: (userId: Id) => ['themes', userId] as const,
  /** Custom CSS as the public page applies it, for the builder's preview. */
  previewCss: (userId: Id, value: string) => ['preview-css', userId, value] as const,

  /** A form's submissions: their pages, entries and statistics. */
  data: (formId: Id) => ['data', formId] as const,
  submissionPages: (formId: Id, filters: object) => [...queryKeys.data(formId), 'list', filters] as const,
  entries: (formId: Id, submissionId: Id | null) => [...queryKeys.data(formId), 'entries', submissionId] as const,
  statistics: (formId: Id, version: Id | null) => [...queryKeys.data(formId), 'statistics', version] as const,
  /** A form's in-progress responses (docs/product.md, "Partial responses"), a page at a time. */
  partials: (formId: Id) => [...queryKeys.data(formId), 'partials'] as const,
  /** The owner's choice of the Data table's columns for a form. */
  dataColumns: (formId: Id) => ['data-columns', formId] as const,
  fileCheck: (userId: Id, filePath: string) => ['file-check', userId, filePath] as const,

  templates: () => ['templates'] as const,
  mostUsedTemplates: () => ['templates', 'most-used'] as const,

  googleStatus: () => ['google-status'] as const,
  googleSheets: (spreadsheetId: string | null) => ['google-sheets', spreadsheetId] as const,

  settingsPages: () => ['settings', 'pages'] as const,
  usages: (userId: Id) => ['settings', 'usages', userId] as const,
  preferences: (userId: Id) => ['settings', 'preferences', userId] as const,
  apiKeys: (userId: Id) => ['settings', 'api-keys', userId] as const,

  admin: () => ['admin'] as const,
  adminUsers: () => [...queryKeys.admin(), 'users'] as const,
  adminUserPages: (search: string) => [...queryKeys.adminUsers(), search] as const,
  adminUserForms: (userId: Id) => [...queryKeys.adminUsers(), userId, 'forms'] as const,
  roles: () => [...queryKeys.admin(), 'roles'] as const,
  whitelist: () => [...queryKeys.admin(), 'whitelist'] as const,
  serverStatus: () => [...queryKeys.admin(), 'status'] as const,
  audit: () => [...queryKeys.admin(), 'audit'] as const,
} as const;
