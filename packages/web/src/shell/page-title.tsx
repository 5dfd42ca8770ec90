import { PRODUCT_NAME } from './logo';

/** The document title of a screen; React hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${PRODUCT_NAME}`}</title>;
}
