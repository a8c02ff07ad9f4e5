import { ProviderError } from '../provider';
import type { KycDocument, KycUpload } from '../../domain/model';
import type { CasinoCore } from './core';
import { jpegSize } from './jpeg';
import type { UploadReceipt } from './state';

const ACCEPTED_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];

const invalidFile = () => new ProviderError('kyc', 'invalid-file-type');

/** Verification (KYC) documents. Only what was received is kept, not the file itself. */
export class Documents {
  constructor(private readonly casino: CasinoCore) {}

  list(sessionId: string): KycDocument[] {
    return this.casino
      .player(sessionId)
      .documents.map(({ id, type, status, uploaded, fileName }) => ({ id, type, status, uploaded, fileName }));
  }

  upload(sessionId: string, upload: KycUpload): void {
    const player = this.casino.player(sessionId);
    if (!ACCEPTED_TYPES.includes(upload.mimeType)) throw invalidFile();
    const bytes = decodeBase64(upload.data);
    const size = upload.mimeType === 'image/jpeg' ? jpegSize(bytes) : null;
    const receipt: UploadReceipt = {
      type: upload.type,
      fileName: upload.fileName,
      mimeType: upload.mimeType,
      bytes: bytes.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
    const { type, fileName, ...received } = receipt;
    player.documents.unshift({
      id: `d-${this.casino.randomHex(4)}`,
      type,
      status: 'uploaded',
      uploaded: this.casino.iso(),
      fileName,
      ...received,
    });
    this.casino.state.lastUpload = receipt;
    this.casino.completePage(player, 'provide-documents');
  }

  lastUpload(): UploadReceipt | null {
    return this.casino.state.lastUpload;
  }
}

/** Tolerates a data: prefix; data that is not base64 cannot be a file of any type. */
function decodeBase64(data: string): Uint8Array {
  try {
    const binary = atob(data.replace(/^data:[^,]*,/, ''));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    throw invalidFile();
  }
}
