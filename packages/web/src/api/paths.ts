// Every address of the HTTP API that the web app calls (docs/api.md), written once. A part
// that comes from a route or the user (an id, a code, a file name) is URL-encoded.

type Id = number | string;
const part = (value: Id) => encodeURIComponent(String(value));

/** Query parameters of the values that are set, in their order; a list repeats its key. */
export const searchOf = (values: Record<string, string | number | readonly string[] | undefined>): string =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) =>
      value === undefined ? [] : typeof value === 'object' ? value.map((item) => [key, item]) : [[key, String(value)]],
    ),
  ).toString();

export const apiPaths = {
  // Accounts (no session yet).
  login: '/api/users/login',
  loginWithGoogle: '/api/users/loginwithgoogle',
  logout: '/api/users/logout',
  signup: '/api/users/signup',
  forgotPassword: '/api/users/forgotpassword',
  resetPassword: (userId: Id, code: string) => `/api/users/${part(userId)}/resetpassword/${part(code)}`,
  verify: (userId: Id, code: string) => `/api/users/${part(userId)}/verify/${part(code)}`,

  // The signed-in owner.
  user: (userId: Id) => `/api/users/${part(userId)}`,
  permission: (userId: Id) => `${apiPaths.user(userId)}/permission`,
  editorForm: (userId: Id) => `${apiPaths.user(userId)}/editor`,
  usages: (userId: Id) => `${apiPaths.user(userId)}/usages`,
  preferences: (userId: Id) => `${apiPaths.user(userId)}/preferences`,
  password: (userId: Id) => `${apiPaths.user(userId)}/password`,
  /** The list of keys is read at the singular address, created and revoked at the plural one. */
  apiKeyList: (userId: Id) => `${apiPaths.user(userId)}/api-key`,
  apiKeys: (userId: Id) => `${apiPaths.user(userId)}/api-keys`,
  apiKey: (userId: Id, keyId: Id) => `${apiPaths.apiKeys(userId)}/${part(keyId)}`,

  // The owner's forms.
  forms: (userId: Id) => `${apiPaths.user(userId)}/forms`,
  fromTemplate: (userId: Id, templateId: Id) => `${apiPaths.forms(userId)}/from-template/${part(templateId)}`,
  form: (userId: Id, formId: Id) => `${apiPaths.forms(userId)}/${part(formId)}`,
  published: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}?published=true`,
  formVersion: (userId: Id, formId: Id, version: Id) => `${apiPaths.form(userId, formId)}/${part(version)}`,
  publish: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/publish`,
  clone: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/clone`,
  previewToken: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/preview-token`,
  accessToken: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/access-token`,
  accessLink: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/access-link`,
  slug: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/slug`,
  webhooks: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/webhooks`,
  webhook: (userId: Id, formId: Id, webhookId: string) => `${apiPaths.webhooks(userId, formId)}/${part(webhookId)}`,
  /** `integration` is a delivery key ('email', 'webhook:<id>'), sent as it is. */
  deliveries: (userId: Id, formId: Id, integration: string) =>
    `${apiPaths.form(userId, formId)}/deliveries?integration=${integration}`,
  retryDeliveries: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/deliveries/retry`,

  // A form's submissions.
  submissions: (userId: Id, formId: Id, search: string) => `${apiPaths.form(userId, formId)}/submissions?${search}`,
  submission: (userId: Id, formId: Id, submissionId: Id) =>
    `${apiPaths.form(userId, formId)}/submissions/${part(submissionId)}`,
  entries: (userId: Id, formId: Id, submissionId: Id) => `${apiPaths.submission(userId, formId, submissionId)}/entries`,
  submittedFile: (userId: Id, formId: Id, submissionId: Id, questionId: Id, fileName: string) =>
    `${apiPaths.submission(userId, formId, submissionId)}/questions/${part(questionId)}/${part(fileName)}`,
  fileCheck: (userId: Id, formId: Id, submissionId: Id, questionId: Id, fileName: string) =>
    `/api/checkIfFileIsExist/${part(userId)}/${part(formId)}/${part(submissionId)}/${part(questionId)}/${part(fileName)}`,
  deleteSubmissions: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/deleteSubmission`,
  csvFile: (userId: Id, formId: Id, search: string) => `${apiPaths.form(userId, formId)}/submissions.csv?${search}`,
  dataColumns: (userId: Id, formId: Id) => `${apiPaths.form(userId, formId)}/data-columns`,
  csvExport: (userId: Id, formId: Id, search: string) => `${apiPaths.form(userId, formId)}/CSVExport?${search}`,
  exportFile: (userId: Id, formId: Id, format: 'csv' | 'xlsx' | 'json' | 'zip', search: string) =>
    `${apiPaths.form(userId, formId)}/submissions.${format}?${search}`,
  /** A form's in-progress responses: listed with `before`/`limit`, deleted with `{ ids }` or `{}` (all). */
  partials: (userId: Id, formId: Id, search = '') =>
    `${apiPaths.form(userId, formId)}/partials${search ? `?${search}` : ''}`,
  statistics: (userId: Id, formId: Id, version: Id) => `${apiPaths.form(userId, formId)}/${part(version)}/statistics`,

  // The builder's helpers.
  dataset: (name: string) => `/api/datasets?dataset=${part(name)}`,
  imageUpload: (formId: Id, fieldId: Id) => `/api/upload/${part(formId)}/${part(fieldId)}`,
  // Saved themes and the builder's view of custom CSS (docs/api.md, "Themes").
  themes: (userId: Id) => `/api/users/${part(userId)}/themes`,
  theme: (userId: Id, themeId: Id) => `${apiPaths.themes(userId)}/${part(themeId)}`,
  googleAuthUrl: '/api/services/google/generateAuthURL',
  googleStatus: '/api/services/google/status',
  googleDriveFolder: '/api/integrations/googledrive/createFolder',
  googleSheetsMapping: '/api/googlesheets/getmapping',
  googleSheetsInit: '/api/googlesheets/init',

  // Templates, settings pages and the server.
  templates: '/api/get/templates',
  mostUsedTemplates: '/api/get/templates/most-used',
  settingsPages: '/api/app/get/settingsPluginfileslist',
  capabilities: '/api/server/capabilities',
  loadVariables: '/api/loadvariables',

  // The administrator's console.
  adminUsers: (search: string) => `/api/admin/users?${search}`,
  adminUser: (userId: Id) => `/api/admin/users/${part(userId)}`,
  adminUserForms: (userId: Id) => `${apiPaths.adminUser(userId)}/forms`,
  loginAsUser: (userId: Id) => `${apiPaths.adminUser(userId)}/login-as-user/`,
  logoutAsUser: '/api/admin/users/logout-as-user/',
  roles: '/api/admin/roles',
  role: (roleId: Id) => `/api/admin/roles/${part(roleId)}`,
  whitelist: '/api/admin/whitelist',
  whitelistUser: (userId: Id) => `/api/admin/whitelist/${part(userId)}`,
  whitelistEntry: (entryId: Id) => `/api/admin/whitelist/entries/${part(entryId)}`,
  serverStatus: '/api/admin/status',
  audit: (search: string) => `/api/admin/audit?${search}`,
} as const;
