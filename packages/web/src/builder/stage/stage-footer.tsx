import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { UPGRADE_PATH } from '../palette/palette-entries';
import './stage-footer.css';

/** docs/product.md §B4, the 'add page' placeholder: adds a page break before the submit button. */
export function AddPagePlaceholder({ onAddPage }: { onAddPage: () => void }) {
  const t = useT();
  return (
    <button type="button" className="stage-add-page" onClick={onAddPage}>
      <span aria-hidden="true">+</span> {t('builder.stage.addPage')}
    </button>
  );
}

/** docs/product.md §B1 and §B6, the free plan (user_role 2) sees the product branding footer. */
export function BrandingFooter() {
  const t = useT();
  return (
    <footer className="stage-branding">
      <span>{t('builder.stage.madeWith')}</span>
      <Link to={UPGRADE_PATH}>{t('builder.stage.removeBranding')}</Link>
    </footer>
  );
}
