import { z } from 'zod';
import {
  INVALID_EMAIL_MESSAGE,
  PASSWORD_CONFIRM_MESSAGE,
  PASSWORDS_MATCH_MESSAGE,
  isValidEmail,
  validateNewPassword,
} from './account-rules';

// Account request bodies and screen forms as zod schemas (docs/product.md §A5).
export * from './account-rules';

// The same checks as account-rules.ts, which the web app uses without zod; isValidEmail
// caps the length before it looks at the text.
export const emailSchema = z.string().refine(isValidEmail, INVALID_EMAIL_MESSAGE);
export const newPasswordSchema = z.string().superRefine((password, ctx) => {
  const problem = validateNewPassword(password);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

// Request bodies are strict: unknown keys such as role, admin, emailVerified or
// __proto__ are refused, so a caller cannot slip privileges into an account.
export const signupBodySchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

// Login checks the stored password, so any non-empty text is a valid attempt
// (accounts made before a rule change must still be able to sign in).
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.strictObject({
  email: emailSchema,
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

// The reset sets a new password, so it obeys the signup minimum (docs/product.md §A9).
export const resetPasswordBodySchema = z.strictObject({
  password: newPasswordSchema,
  /** API keys end with a password reset (whoever reset it may not be whoever made them) unless the owner keeps them. */
  keepApiKeys: z.boolean({ error: 'keepApiKeys must be true or false.' }).optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const loginWithGoogleBodySchema = z.strictObject({
  email: emailSchema.optional(),
  tokenID: z.string().min(1),
});
export type LoginWithGoogleBody = z.infer<typeof loginWithGoogleBodySchema>;

// The screens' own forms (web): the confirmation boxes never reach the server.
export const signupFormSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORD_CONFIRM_MESSAGE,
    path: ['confirmPassword'],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
    keepApiKeys: z.boolean().default(false),
  })
  .refine((form) => form.password.length > 0 && form.password === form.confirmPassword, {
    message: PASSWORDS_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
