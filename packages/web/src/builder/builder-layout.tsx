import { Outlet, useMatch, useParams } from 'react-router';
import { PostSubmissionPage } from '../postsubmission/post-submission-page';
import { BuilderTabs } from './builder-tabs';
import { BuilderDnd } from './dnd/builder-dnd';
import { BuilderStage } from './stage/builder-stage';
import './builder.css';

/**
 * spec: builder §2, the builder: a left panel (element types, form and
 * question properties, the post-submission settings) beside the stage. The
 * post-submission tab shows its page instead of the form.
 */
export function BuilderLayout() {
  const formPath = `/editor/${useParams().formId ?? 'new'}/`;
  const postSubmission = useMatch('/editor/:formId/builder/postsubmission');
  return (
    <BuilderDnd>
      <div className="builder">
        <aside className="builder-panel">
          <BuilderTabs formPath={formPath} />
          <div className="builder-panel__body">
            <Outlet />
          </div>
        </aside>
        <div className="builder-main">{postSubmission ? <PostSubmissionPage /> : <BuilderStage formPath={formPath} />}</div>
      </div>
    </BuilderDnd>
  );
}
