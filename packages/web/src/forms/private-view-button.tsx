import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { useT } from '../i18n/i18n-context';
import { getPrivateAccess } from '../share/share-api';
import { publicFormUrl } from '../share/public-url';

interface PrivateViewButtonProps {
  formId: number;
  uuid: string;
  title: string;
  publicUrl: string;
}

/**
 * View for a private form (docs/product.md §A1): its page opens only with the form's
 * access token, fetched on click. The tab is opened at once (so the browser does not
 * treat it as a pop-up) and sent to the form when the token arrives.
 */
export function PrivateViewButton({ formId, uuid, title, publicUrl }: PrivateViewButtonProps) {
  const { auth } = useAuth();
  const api = useApi();
  const t = useT();

  function handleClick() {
    const tab = window.open('', '_blank');
    if (!tab || auth === null) return;
    tab.opener = null;
    getPrivateAccess(api, auth.user_id, formId).then(
      (access) => {
        tab.location.href = publicFormUrl(publicUrl, uuid, access);
      },
      () => tab.close(),
    );
  }

  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={t('forms.viewLabel', { title })}
      onClick={handleClick}
    >
      {t('forms.view')}
    </button>
  );
}
