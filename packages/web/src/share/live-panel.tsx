import { Link } from 'react-router';
import { useEnvironment } from '../shell/environment-context';
import { Modal } from '../ui/modal';
import { embedCode } from './embed-code';
import { publicFormUrl } from './public-url';
import { usePrivateAccess } from './share-api';
import type { ShareableForm } from './share-panel';
import { EmbedCodeField, FormLinkField } from './share-fields';
import './share.css';

interface LivePanelProps {
  form: ShareableForm & { private: boolean };
  /** The editor's Share tab, for the embed options and the preview. */
  sharePath: string;
  onClose: () => void;
}

/**
 * Publishing shows the form's link (Copy, Open) and its embed code, so the
 * owner can share it at once; the Share tab keeps the options.
 */
export function LivePanel({ form, sharePath, onClose }: LivePanelProps) {
  const { variables } = useEnvironment();
  const { access } = usePrivateAccess(form.id);
  const link = publicFormUrl(variables.PUBLIC_URL, form.uuid, access);
  const code = embedCode({
    publicUrl: variables.PUBLIC_URL,
    uuid: form.uuid,
    formId: form.id,
    widget: false,
    widgetTitle: '',
    singleSubmission: false,
    access,
  });
  return (
    <Modal
      title="Your form is live"
      tone="success"
      onClose={onClose}
      actions={
        <>
          <Link to={sharePath} className="button button--secondary" onClick={onClose}>
            More sharing options
          </Link>
          <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
            Done
          </button>
        </>
      }
    >
      <div className="live-panel">
        <p>{form.private ? 'Only people with this link can open it.' : 'Anyone with the link can fill it in now.'}</p>
        <section className="live-panel__section" aria-label="Form link">
          <h3>Form link</h3>
          <FormLinkField link={link} openLabel="Open" />
        </section>
        <section className="live-panel__section" aria-label="Embed code">
          <h3>Embed code</h3>
          <EmbedCodeField code={code} />
        </section>
      </div>
    </Modal>
  );
}
