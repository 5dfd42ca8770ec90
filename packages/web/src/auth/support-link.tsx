import { useT } from '../i18n/i18n-context';
import { useEnvironment } from '../shell/environment-context';

/** "Contact support" goes to HELP_URL (a page or a mailto: address) when the server has one. */
export function SupportLink() {
  const { variables } = useEnvironment();
  const t = useT();
  if (!variables.HELP_URL) {
    return <p className="auth-links__support">{t('auth.support.none')}</p>;
  }
  const isMail = variables.HELP_URL.startsWith('mailto:');
  return (
    <p className="auth-links__support">
      {t('auth.support.ask')}{' '}
      <a href={variables.HELP_URL} {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
        {t('auth.support.link')}
        {!isMail && <span className="visually-hidden">{t('shell.newTab')}</span>}
      </a>
    </p>
  );
}
