import { array, nullish, number, object, parse, string } from 'valibot';
import { ProviderError } from '../provider';
import type { KycDocument, KycDocumentType, KycUpload } from '../../domain/model';
import { ourName } from './names';
import type { RestApi } from './request';

/** The SDK's `KycDocumentType`. */
export const KYC_TYPES: Readonly<Record<KycDocumentType, string>> = {
  id: 'ID',
  'credit-card': 'CreditCard',
  'proof-of-address': 'ProofOfAddress',
  'bank-statement': 'BankStatement',
  'e-wallet': 'EWallet',
  'source-of-wealth': 'SourceOfWealth',
  other: 'Other',
};

/** The image types the platform takes ("bmp, jpeg, png and tiff"; it stores all as jpeg). */
const IMAGE_TYPES: readonly string[] = ['image/bmp', 'image/jpeg', 'image/png', 'image/tiff'];

/** The SDK's `KycReport`: `{Type?, TypeCode, Status?, StatusCode, Reason?, ReasonCode, Reasons?, Added}`. */
export const PlatformKycReports = array(
  object({
    Type: nullish(string()),
    TypeCode: number(),
    Status: nullish(string()),
    StatusCode: number(),
    Reason: nullish(string()),
    Added: string(),
  }),
);

const STATUS: Readonly<Record<string, KycDocument['status']>> = { Approved: 'approved', Declined: 'declined', Rejected: 'declined' };

/**
 * GET /kyc. A report has no id and no file name: the id is its type code and time (stable
 * for the list's keys), the file name is empty. A status other than approved or declined is
 * still being checked: uploaded. An unknown type shows as other.
 */
export function getKycDocuments(api: RestApi): Promise<KycDocument[]> {
  return api.call('kyc', { get: '/kyc' }, (answer) =>
    parse(PlatformKycReports, answer).map((r) => ({
      id: `${r.TypeCode}-${r.Added}`,
      type: ourName(KYC_TYPES, r.Type) ?? 'other',
      status: STATUS[r.Status ?? ''] ?? 'uploaded',
      uploaded: r.Added,
      fileName: '',
    })),
  );
}

/**
 * POST /kyc/upload `{Type, Image}`, the image as plain base64. The platform takes images
 * only: any other file (a PDF too) is refused here, before it is sent, with 'Invalid file type.'.
 */
export function uploadKycDocument(api: RestApi, upload: KycUpload): Promise<void> {
  if (!IMAGE_TYPES.includes(upload.mimeType)) return Promise.reject(new ProviderError('kyc', 'invalid-file-type'));
  return api.call('kyc', { post: '/kyc/upload', body: { Type: KYC_TYPES[upload.type], Image: upload.data } });
}
