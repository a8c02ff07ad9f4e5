import { map } from 'nanostores';
import { ProviderError } from '../adapters/provider';
import type { KycDocumentType, KycUpload } from '../domain/model';
import { jpegFileName, scaledImageSize } from '../domain/image-scaling';
import { kycFileKind } from '../domain/kyc';
import { loadable } from './loadable';
import { setFieldValue } from './forms';
import { provider } from './current-provider';
import { $session } from './session';

/** The player's verification documents, loaded by the first element that shows them. */
export const $kycDocuments = loadable(async () => (await provider()).getKycDocuments(), { area: 'kyc', player: $session });

/**
 * The file picked in each verify form, by form key: kept outside React like the form's
 * other values, so a re-created element still has it (memory only).
 */
export const $kycFiles = map<Record<string, File | undefined>>({});

/** JPEG quality of re-encoded images: documents stay legible at a fraction of the size. */
const JPEG_QUALITY = 0.9;

const invalidFileType = () => new ProviderError('kyc', 'invalid-file-type');

/** Pick (or drop) the file of a verify form; the form's `file` field holds its name. */
export function chooseKycFile(form: string, file: File | null): void {
  $kycFiles.setKey(form, file ?? undefined);
  setFieldValue(form, 'file', file?.name ?? '');
}

/**
 * Upload a document: anything but an image or a PDF is 'Invalid file type' before
 * anything is sent; an image is scaled so that its longest side is at most 2000 px and
 * re-encoded as JPEG; the file goes as base64. The list reloads afterwards: the upload
 * changed it, so the kept answer is forgotten and the provider asked again.
 */
export async function uploadKycDocument(type: KycDocumentType, file: File | undefined): Promise<void> {
  const kind = file ? kycFileKind(file) : null;
  if (!file || !kind) throw invalidFileType();
  const upload: KycUpload =
    kind === 'image'
      ? { type, fileName: jpegFileName(file.name), mimeType: 'image/jpeg', data: await base64(await jpegOf(file)) }
      : { type, fileName: file.name, mimeType: 'application/pdf', data: await base64(file) };
  await (await provider()).uploadKycDocument(upload);
  await $kycDocuments.refresh();
}

/** The image drawn at its scaled size on white (JPEG has no transparency) and encoded as JPEG. */
async function jpegOf(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // The browser cannot decode it: not an image we can send.
    throw invalidFileType();
  }
  const { width, height } = scaledImageSize(bitmap.width, bitmap.height);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new ProviderError('kyc', 'unknown-error');
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
}

/** The bytes as base64 without the data: prefix. */
function base64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new ProviderError('kyc', 'unknown-error'));
    reader.readAsDataURL(blob);
  });
}

/** Another player, or none: nothing of the last one's files stays (nor of the documents: see `player`). */
$session.listen(() => $kycFiles.set({}));
