import { useEffect, useState } from 'react';
import { normalizeOrigin } from '../../domain/identity-frame';
import { drawQrCode, type QrDrawing } from './qr-matrix';
import styles from './BankIdentity.module.css';

interface Props {
  /** The text to encode; null while an attempt starts (the skeleton shows). */
  text: string | null;
  label: string;
  /** Shown over the code, e.g. 'Continue in your BankID app'. */
  overlay: string | null;
  /** With an identity frame, the identity origin draws the code (GET /api/qr?msg=). */
  identityOrigin?: string;
}

/**
 * The 200x200 QR code. Drawn here from the provider's text (the qrcode library is loaded
 * with the first code), or as an image from the identity origin's /api/qr. The loading
 * skeleton shows until the first code is drawn or its image has loaded; after that the
 * previous code stays until the next is drawn, so an animated code does not flicker.
 */
export function QrCode({ text, label, overlay, identityOrigin }: Props) {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  // The identity origin's image keeps the skeleton until it has loaded once; later codes
  // replace it in place (the browser shows the last image until the next is decoded).
  const [imageLoaded, setImageLoaded] = useState(false);
  const drawHere = Boolean(text) && !identityOrigin;

  useEffect(() => {
    if (!drawHere || !text) return;
    let current = true;
    drawQrCode(text).then(
      (next) => current && setDrawing(next),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [drawHere, text]);

  let picture = null;
  let loading = true;
  if (text && identityOrigin) {
    const src = `${normalizeOrigin(identityOrigin)}/api/qr?msg=${encodeURIComponent(text)}`;
    loading = !imageLoaded;
    picture = (
      <img
        className={styles.qrCode}
        src={src}
        alt={label}
        width={200}
        height={200}
        part="qr-image"
        data-loading={loading || undefined}
        onLoad={() => setImageLoaded(true)}
      />
    );
  } else if (drawHere && drawing) {
    const view = `-2 -2 ${drawing.size + 4} ${drawing.size + 4}`;
    picture = (
      <svg
        className={styles.qrCode}
        role="img"
        aria-label={label}
        viewBox={view}
        width={200}
        height={200}
        shapeRendering="crispEdges"
        data-qr={drawing.text}
        part="qr-image"
      >
        <path d={drawing.path} fill="#000" />
      </svg>
    );
    loading = false;
  }

  return (
    <div className={styles.qr} part="qr-code" aria-busy={loading}>
      {picture}
      {overlay && (
        <div className={styles.overlay} part="qr-overlay">
          {overlay}
        </div>
      )}
    </div>
  );
}
