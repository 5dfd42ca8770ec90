import { useEnvironment } from '../shell/environment-context';

/** "Contact support" goes to HELP_URL (a page or a mailto: address) when the server has one. */
export function SupportLink() {
  const { variables } = useEnvironment();
  if (!variables.HELP_URL) {
    return <p className="auth-links__support">Having trouble? Contact the administrator of this site.</p>;
  }
  const isMail = variables.HELP_URL.startsWith('mailto:');
  return (
    <p className="auth-links__support">
      Having trouble?{' '}
      <a href={variables.HELP_URL} {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
        Contact support
        {!isMail && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    </p>
  );
}
