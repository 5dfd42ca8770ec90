// Core's schemas for the calls the main chunk makes (app start, the forms list). This module
// is only ever imported on demand (lazy-schema.ts): zod and the schemas load beside the first
// such call instead of inside the main chunk (forms/form-limit.ts).
export {
  accessLinkSchema,
  capabilitiesSchema,
  createdFormSchema,
  formListSchema,
  loadVariablesSchema,
  messageAnswerSchema,
  permissionAnswerSchema,
  templateListSchema,
} from '@formbuilder/core';
