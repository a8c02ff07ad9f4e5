import { nonEmpty, object, picklist, pipe, string } from 'valibot';
import type { KycDocumentType } from './model';

/**
 * Types a player uploads a document as (spec §9). source-of-wealth is in the second list
 * only: a document of that type arrives through the source-of-wealth declaration, and the
 * documents list shows it, but it is not offered here.
 */
export const UPLOAD_DOCUMENT_TYPES = [
  'id',
  'credit-card',
  'proof-of-address',
  'bank-statement',
  'e-wallet',
  'other',
] as const satisfies readonly KycDocumentType[];

/** KYC upload: type and file are required (the file field holds the chosen file's name). */
export const kycUploadSchema = object({
  type: picklist(UPLOAD_DOCUMENT_TYPES, 'documentTypeRequired'),
  file: pipe(string(), nonEmpty('fileRequired')),
});

/** What the browser sends for a file: an image is scaled and re-encoded as JPEG, a PDF goes as it is. */
export type KycFileKind = 'image' | 'pdf';

const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif|bmp|avif)$/i;

/**
 * Only images and PDF documents can be uploaded; anything else is 'Invalid file type'.
 * SVG is markup, not a picture of a document. A file without a MIME type (some systems
 * give none) is judged by its extension.
 */
export function kycFileKind(file: { type: string; name: string }): KycFileKind | null {
  const type = file.type.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return type === 'image/svg+xml' ? null : 'image';
  if (type) return null;
  if (/\.pdf$/i.test(file.name)) return 'pdf';
  return IMAGE_EXTENSIONS.test(file.name) ? 'image' : null;
}
