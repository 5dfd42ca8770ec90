import { Link } from 'react-router';
import { UPGRADE_PATH } from '../palette/palette-entries';
import './stage-footer.css';

/** docs/product.md §B4, the 'add page' placeholder: adds a page break before the submit button. */
export function AddPagePlaceholder({ onAddPage }: { onAddPage: () => void }) {
  return (
    <button type="button" className="stage-add-page" onClick={onAddPage}>
      <span aria-hidden="true">+</span> Add page
    </button>
  );
}

/** docs/product.md §B1 and §B6, the free plan (user_role 2) sees the product branding footer. */
export function BrandingFooter() {
  return (
    <footer className="stage-branding">
      <span>Made with FormBuilder</span>
      <Link to={UPGRADE_PATH}>Want to remove branding?</Link>
    </footer>
  );
}
