import type { KycDocument, KycDocumentType, KycUpload } from '../provider';
import { ourName } from './names';
import { list, obj, str } from './read';
import type { RestApi } from './request';

/** Shared with the provider server, which speaks the same names. */
export const TYPES: Readonly<Record<KycDocumentType, string>> = {
  id: 'Id',
  'credit-card': 'CreditCard',
  'proof-of-address': 'ProofOfAddress',
  'bank-statement': 'BankStatement',
  'e-wallet': 'EWallet',
  'source-of-wealth': 'SourceOfWealth',
  other: 'Other',
};

/** GET /kyc `[{Id, Type, Status: 'Uploaded' | 'Approved' | 'Declined', Uploaded, FileName}]`; unknown types show as other. */
export function getKycDocuments(api: RestApi): Promise<KycDocument[]> {
  return api.call('kyc', { get: '/kyc' }, (answer) =>
    list(answer).map((item) => {
      const d = obj(item);
      const type = ourName(TYPES, d.Type) ?? 'other';
      return { id: str(d.Id), type, status: str(d.Status).toLowerCase() as KycDocument['status'], uploaded: str(d.Uploaded), fileName: str(d.FileName) };
    }),
  );
}

/** POST /kyc/upload `{Type, Image, FileName}`: the image as a base64 data URL, so its type travels with it. */
export function uploadKycDocument(api: RestApi, upload: KycUpload): Promise<void> {
  return api.call('kyc', { post: '/kyc/upload', body: { Type: TYPES[upload.type], Image: `data:${upload.mimeType};base64,${upload.data}`, FileName: upload.fileName } });
}
