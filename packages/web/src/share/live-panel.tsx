import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context';
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
  const t = useT();
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
      title={t('share.live')}
      tone="success"
      onClose={onClose}
      actions={
        <>
          <Link to={sharePath} className="button button--secondary" onClick={onClose}>
            {t('share.moreOptions')}
          </Link>
          <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
            {t('ui.done')}
          </button>
        </>
      }
    >
      <div className="live-panel">
        <p>{form.private ? t('share.livePrivate') : t('share.livePublic')}</p>
        <section className="live-panel__section" aria-label={t('share.link')}>
          <h3>{t('share.link')}</h3>
          <FormLinkField link={link} openLabel={t('share.open')} />
        </section>
        <section className="live-panel__section" aria-label={t('share.embedCode')}>
          <h3>{t('share.embedCode')}</h3>
          <EmbedCodeField code={code} />
        </section>
      </div>
    </Modal>
  );
}
