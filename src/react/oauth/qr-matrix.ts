/** A QR code as one SVG path of its dark modules; the qrcode library arrives with the first one. */
export interface QrDrawing {
  text: string;
  size: number;
  path: string;
}

export async function drawQrCode(text: string): Promise<QrDrawing> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { text, size: modules.size, path };
}
