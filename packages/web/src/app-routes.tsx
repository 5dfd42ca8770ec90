import { Navigate, Route, Routes } from 'react-router';
import { ForgotPasswordRoute, LoginRoute, ResetPasswordRoute, SignupRoute, VerifyRoute } from './auth/auth-routes';
import { RedirectIfLoggedIn, RequireAuth } from './auth/route-guards';
import { FormsPage } from './forms/forms-page';
import { EditorRoute } from './editor/editor-route';
import { DataRoute, DownloadRoute } from './data/data-routes';
import { AdminRoute } from './admin/admin-routes';
import { SettingsRoute } from './settings/settings-routes';
import { GoogleAuthRoute } from './google-auth/google-auth-route';
import { AppLayout } from './shell/app-layout';
import { NotFoundPage } from './shell/not-found-page';
import { NewFormRoute, TemplateGalleryRoute } from './templates/routes';

// docs/product.md §A2 Routes. /settings/* and /admin/* sit under <RequireAuth>; the admin console
// checks the admin role itself. Every screen but the forms list loads on demand.
export function AppRoutes() {
  return (
    <Routes>
      {/* docs/product.md §A2 Google auth callback page: inside the builder's popup, public, without the shell */}
      <Route path="googleAuth" element={<GoogleAuthRoute />} />
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/forms" replace />} />
        <Route element={<RequireAuth />}>
          <Route path="forms" element={<FormsPage />} />
          {/* docs/product.md §B2 'Create a new form'; docs/product.md §A2 Template gallery (lazy-loaded) */}
          <Route path="editor/new" element={<NewFormRoute />} />
          <Route path="editor/new/template" element={<TemplateGalleryRoute />} />
          <Route path="editor/new/template/:title/*" element={<TemplateGalleryRoute />} />
          {/* docs/product.md §B2, the editor (lazy-loaded) */}
          <Route path="editor/*" element={<EditorRoute />} />
          {/* docs/product.md §B2 Data screen; docs/product.md §A2 File download page (lazy-loaded) */}
          <Route path="data" element={<DataRoute tab="submissions" />} />
          <Route path="data/statistics" element={<DataRoute tab="statistics" />} />
          <Route path="download/:formId/:submissionId/:questionId/:fileName" element={<DownloadRoute />} />
          {/* docs/product.md §A2 Settings area: /settings → /settings/usages, unknown → /404 (lazy-loaded) */}
          <Route path="settings/*" element={<SettingsRoute />} />
          {/* docs/product.md §A2 Admin console; admins only, others go to /forms (lazy-loaded) */}
          <Route path="admin/*" element={<AdminRoute />} />
        </Route>
        <Route element={<RedirectIfLoggedIn screen="login" />}>
          <Route path="login" element={<LoginRoute />} />
        </Route>
        <Route element={<RedirectIfLoggedIn screen="signup" />}>
          <Route path="signup" element={<SignupRoute />} />
        </Route>
        <Route path="forgotpassword" element={<ForgotPasswordRoute />} />
        <Route path="resetpassword/:userId/:passwordResetCode" element={<ResetPasswordRoute />} />
        <Route path="verify/:userId/:verificationCode" element={<VerifyRoute />} />
        <Route path="404" element={<NotFoundPage />} />
        {/* docs/product.md §A2 sends unknown paths to login; a mistyped address says it
            is not there (the 404 page, at the address typed) rather than asking to sign in. */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
