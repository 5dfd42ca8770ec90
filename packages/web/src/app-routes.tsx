import { Navigate, Route, Routes } from 'react-router';
import { ForgotPasswordPage } from './auth/forgot-password-page';
import { LoginPage } from './auth/login-page';
import { ResetPasswordPage } from './auth/reset-password-page';
import { RedirectIfLoggedIn, RequireAuth } from './auth/route-guards';
import { SignupPage } from './auth/signup-page';
import { VerifyPage } from './auth/verify-page';
import { FormsPage } from './forms/forms-page';
import { AppLayout } from './shell/app-layout';
import { NotFoundPage } from './shell/not-found-page';

// spec §2 Routes. The editor, data, settings, download and admin routes are
// reserved for the issues that build those screens: /editor/*, /data/*,
// /settings/*, /download/* go under <RequireAuth>, /admin/* under an admin guard.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/forms" replace />} />
        <Route element={<RequireAuth />}>
          <Route path="forms" element={<FormsPage />} />
        </Route>
        <Route element={<RedirectIfLoggedIn screen="login" />}>
          <Route path="login" element={<LoginPage />} />
        </Route>
        <Route element={<RedirectIfLoggedIn screen="signup" />}>
          <Route path="signup" element={<SignupPage />} />
        </Route>
        <Route path="forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="resetpassword/:userId/:passwordResetCode" element={<ResetPasswordPage />} />
        <Route path="verify/:userId/:verificationCode" element={<VerifyPage />} />
        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Route>
    </Routes>
  );
}
