// KYC documents and the source-of-wealth form on the REST platform stand-in, in the
// platform's own shapes (KycClient of @goa-codebet/enji-sdk 1.9.1).
import type { KycDocument, KycDocumentType } from '../../../src/domain/model.ts';
import { InvalidField, number, text, type RestRoute } from './route.ts';

/** `KycDocumentType`, with the report's `TypeCode` (the platform's numbering is not public: ours). */
const KYC_TYPE: Readonly<Record<KycDocumentType, [name: string, code: number]>> = {
  id: ['ID', 1],
  'proof-of-address': ['ProofOfAddress', 2],
  'credit-card': ['CreditCard', 3],
  'bank-statement': ['BankStatement', 4],
  'e-wallet': ['EWallet', 5],
  'source-of-wealth': ['SourceOfWealth', 6],
  other: ['Other', 7],
};

const STATUS: Readonly<Record<KycDocument['status'], [name: string, code: number]>> = {
  uploaded: ['Pending', 0],
  approved: ['Approved', 1],
  declined: ['Declined', 2],
};

/**
 * The image types the platform takes ("bmp, jpeg, png and tiff"), told by their first bytes
 * in base64; anything else is undefined.
 */
function imageType(image: string): string | undefined {
  if (image.startsWith('/9j/')) return 'image/jpeg';
  if (image.startsWith('iVBORw0KGgo')) return 'image/png';
  if (image.startsWith('Qk')) return 'image/bmp';
  if (image.startsWith('SUkq') || image.startsWith('TU0A')) return 'image/tiff';
  return undefined;
}

export const kycRoutes: RestRoute[] = [
  // `KycReport`: no id, no file name; a reason only for a declined document.
  {
    method: 'GET',
    path: '/kyc',
    handle: ({ casino, session }) =>
      casino.documents.list(session()).map((d) => ({
        Type: KYC_TYPE[d.type][0],
        TypeCode: KYC_TYPE[d.type][1],
        Status: STATUS[d.status][0],
        StatusCode: STATUS[d.status][1],
        ...(d.status === 'declined' && { Reason: 'Unreadable' }),
        ReasonCode: d.status === 'declined' ? 1 : 0,
        Added: d.uploaded,
      })),
  },
  // `KycDocument {Type, Image}`: plain base64 of an image; another file is refused as the casino refuses one.
  {
    method: 'POST',
    path: '/kyc/upload',
    handle: ({ casino, session, body }) => {
      const type = (Object.keys(KYC_TYPE) as KycDocumentType[]).find((t) => KYC_TYPE[t][0] === body.Type);
      if (!type) throw new InvalidField('Type');
      const image = text(body, 'Image');
      const mimeType = imageType(image) ?? 'application/octet-stream';
      casino.documents.upload(session(), { type, fileName: `${KYC_TYPE[type][0]}.${mimeType.split('/')[1]}`, mimeType, data: image });
    },
  },
  // `AddSourceOfWealthFormParams`, the full form: one Source text, both income bounds, nationality and country of birth.
  {
    method: 'POST',
    path: '/kyc/source-of-wealth/v2',
    handle: ({ casino, session, body }) => {
      text(body, 'Nationality');
      text(body, 'CountryOfBirthCode');
      const to = number(body, 'IncomeToValue');
      casino.responsibleGaming.submitSourceOfWealth(session(), {
        income: { from: number(body, 'IncomeFromValue'), to: to === 0 ? null : to },
        industry: text(body, 'Industry'),
        occupation: text(body, 'Occupation'),
        sources: text(body, 'Source')
          .split(',')
          .map((s) => s.trim()),
      });
    },
  },
];
