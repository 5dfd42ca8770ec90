import { useT } from '../i18n/i18n-context';

/** What a lazily loaded screen shows while its code arrives. */
export function RouteFallback() {
  const t = useT();
  return (
    <p className="muted route-fallback" role="status">
      {t('shell.loading')}
    </p>
  );
}
