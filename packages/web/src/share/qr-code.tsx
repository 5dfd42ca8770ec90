import { useEffect, useState } from 'react';
import { toDataURL, toString } from 'qrcode';
import { saveFile } from '../api/client';
import { useT } from '../i18n/i18n-context';

// docs/product.md "Reach": a QR code of the form's link (its short address when it has one),
// shown in the share panel and downloaded as PNG or SVG. Drawn in the browser: the link never
// leaves it.

const QR_OPTIONS = { margin: 2, errorCorrectionLevel: 'M' } as const;
/** Big enough to print sharp on a poster's corner. */
const PNG_WIDTH = 1024;

function dataUrlBlob(dataUrl: string): Blob {
  const [head = '', body = ''] = dataUrl.split(',');
  const bytes = Uint8Array.from(atob(body), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream' });
}

export function QrCode({ link, fileName }: { link: string; fileName: string }) {
  const t = useT();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    toString(link, { ...QR_OPTIONS, type: 'svg' }).then(
      (text) => current && setSvg(text),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [link]);

  function handleSvg() {
    if (svg !== null) saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`);
  }

  function handlePng() {
    toDataURL(link, { ...QR_OPTIONS, width: PNG_WIDTH, type: 'image/png' }).then(
      (url) => saveFile(dataUrlBlob(url), `${fileName}.png`),
      () => setFailed(true),
    );
  }

  if (failed) return <p role="alert">{t('share.qrFailed')}</p>;
  return (
    <div className="share-qr">
      {svg !== null && (
        <img
          className="share-qr__image"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('share.qrAlt', { link })}
          width={160}
          height={160}
        />
      )}
      <div className="share-row">
        <button type="button" className="button button--secondary" onClick={handlePng} disabled={svg === null}>
          {t('share.downloadPng')}
        </button>
        <button type="button" className="button button--secondary" onClick={handleSvg} disabled={svg === null}>
          {t('share.downloadSvg')}
        </button>
      </div>
    </div>
  );
}
