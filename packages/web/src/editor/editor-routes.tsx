import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { BuilderLayout } from '../builder/builder-layout';
import { ElementsTab } from '../builder/palette/elements-tab';
import { FormPropertiesTab } from '../builder/form-properties/form-properties-tab';
import { IntegrationsTab } from '../builder/integrations/integrations-tab';
import { DesignTab } from '../builder/design/design-tab';
import { QuestionPropertiesTab } from '../builder/properties/question-properties-tab';
import { PostSubmissionSettings } from '../postsubmission/post-submission-settings';
import { RouteFallback } from '../ui/route-fallback';
import { EditorIndexRedirect } from './editor-index-redirect';
import { EditorPage } from './editor-page';
import { ShareTab } from './share-tab';

const RulesPage = lazy(() => import('../rules/rules-page').then((module) => ({ default: module.RulesPage })));
const LogicPage = lazy(() => import('../logic/logic-page').then((module) => ({ default: module.LogicPage })));
const LanguagesPage = lazy(() =>
  import('../builder/languages/languages-page').then((module) => ({ default: module.LanguagesPage })),
);
const PreviewPage = lazy(() => import('../preview/preview-page').then((module) => ({ default: module.PreviewPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteFallback />}>{children}</Suspense>;
}

/** /editor/{formId}/template goes to the template route of a new form (docs/product.md §B2). */
function TemplateRedirect() {
  const formId = useParams().formId;
  // /editor/new/template itself is the template gallery's own route.
  return formId === 'new' ? null : <Navigate to="/editor/new/template" replace />;
}

/** docs/product.md §B2 and docs/product.md §A2, the editor's routes under /editor. */
export function EditorRoutes() {
  return (
    <Routes>
      <Route index element={<EditorIndexRedirect />} />
      <Route path=":formId" element={<EditorPage />}>
        <Route index element={<Navigate to="builder" replace />} />
        <Route path="builder" element={<BuilderLayout />}>
          <Route index element={<ElementsTab />} />
          <Route path="properties" element={<FormPropertiesTab />} />
          <Route path="postsubmission" element={<PostSubmissionSettings />} />
          <Route path="question/:questionId/properties" element={<QuestionPropertiesTab />} />
          <Route path="integrations" element={<IntegrationsTab />} />
          <Route path="design" element={<DesignTab />} />
        </Route>
        <Route
          path="rules"
          element={
            <Lazy>
              <RulesPage />
            </Lazy>
          }
        />
        <Route
          path="logic"
          element={
            <Lazy>
              <LogicPage />
            </Lazy>
          }
        />
        <Route
          path="languages"
          element={
            <Lazy>
              <LanguagesPage />
            </Lazy>
          }
        />
        {/* docs/product.md §B2, a hidden tab, empty */}
        <Route path="design" element={null} />
        <Route path="share" element={<ShareTab />} />
        <Route path="template" element={<TemplateRedirect />} />
        <Route
          path="preview"
          element={
            <div className="editor-preview">
              <Lazy>
                <PreviewPage />
              </Lazy>
            </div>
          }
        />
        <Route path="*" element={<Navigate to="builder" replace />} />
      </Route>
    </Routes>
  );
}
