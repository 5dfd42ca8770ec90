import { useT } from '../i18n/i18n-context';
import { LogoMark, PRODUCT_NAME } from './logo';

/** Shown while the app starts (docs/product.md §A2 App shell). */
export function LoadingLogo() {
  const t = useT();
  return (
    <div className="loading-logo" role="status">
      <LogoMark size={56} />
      <span className="visually-hidden">{t('shell.loadingApp', { product: PRODUCT_NAME })}</span>
    </div>
  );
}
