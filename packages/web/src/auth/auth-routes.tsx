import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { RouteFallback } from '../ui/route-fallback';

// The account screens load on demand: they check their forms and read their answers with
// core's schemas, and zod stays out of the main chunk (forms/form-limit.ts).
const LoginPage = lazy(() => import('./login-page').then((module) => ({ default: module.LoginPage })));
const SignupPage = lazy(() => import('./signup-page').then((module) => ({ default: module.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import('./forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
const VerifyPage = lazy(() => import('./verify-page').then((module) => ({ default: module.VerifyPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteFallback />}>{children}</Suspense>;
}

/** /login (docs/product.md §A2 Login). */
export function LoginRoute() {
  return (
    <Lazy>
      <LoginPage />
    </Lazy>
  );
}

/** /signup (docs/product.md §A2 Signup). */
export function SignupRoute() {
  return (
    <Lazy>
      <SignupPage />
    </Lazy>
  );
}

/** /forgotpassword (docs/product.md §A2 Forgot password). */
export function ForgotPasswordRoute() {
  return (
    <Lazy>
      <ForgotPasswordPage />
    </Lazy>
  );
}

/** /resetpassword/{userId}/{passwordResetCode} (docs/product.md §A2 Reset password). */
export function ResetPasswordRoute() {
  return (
    <Lazy>
      <ResetPasswordPage />
    </Lazy>
  );
}

/** /verify/{userId}/{verificationCode} (docs/product.md §A2 Verify e-mail). */
export function VerifyRoute() {
  return (
    <Lazy>
      <VerifyPage />
    </Lazy>
  );
}
