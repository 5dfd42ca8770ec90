import { LogoMark, PRODUCT_NAME } from './logo';

/** Shown while the app starts (docs/product.md §A2 App shell). */
export function LoadingLogo() {
  return (
    <div className="loading-logo" role="status">
      <LogoMark size={56} />
      <span className="visually-hidden">Loading {PRODUCT_NAME}…</span>
    </div>
  );
}
