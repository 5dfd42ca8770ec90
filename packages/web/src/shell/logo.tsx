export const PRODUCT_NAME = 'Form Builder';

/** The product mark: a rounded square with three form lines. Decorative; name it where it is used. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#2196F3" />
      <rect x="8" y="8" width="16" height="3" rx="1.5" fill="#fff" />
      <rect x="8" y="14.5" width="16" height="3" rx="1.5" fill="#fff" opacity="0.8" />
      <rect x="8" y="21" width="10" height="3" rx="1.5" fill="#fff" opacity="0.6" />
    </svg>
  );
}
