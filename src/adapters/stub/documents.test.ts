import { expect } from '@open-wc/testing';
import { jpegSize } from './jpeg';
import { expectError, signedIn, testCasino } from './testing';

function jpegBase64(width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
}

describe('stub: KYC documents', () => {
  it('a file that is not JPEG, PNG or PDF is kyc.invalid-file-type', async () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    await expectError(
      () => casino.documents.upload(sessionId, { type: 'id', fileName: 'id.gif', mimeType: 'image/gif', data: btoa('GIF89a') }),
      'kyc',
      'invalid-file-type',
    );
  });

  it('records an upload with its byte length and, for a JPEG, the pixel size from the frame header', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const data = jpegBase64(320, 200);
    casino.documents.upload(sessionId, { type: 'proof-of-address', fileName: 'bill.jpg', mimeType: 'image/jpeg', data });
    expect(casino.documents.list(sessionId)[0]).to.include({ type: 'proof-of-address', fileName: 'bill.jpg', status: 'uploaded' });
    expect(casino.documents.lastUpload()).to.deep.equal({
      type: 'proof-of-address',
      fileName: 'bill.jpg',
      mimeType: 'image/jpeg',
      bytes: atob(data).length,
      width: 320,
      height: 200,
    });
  });

  it('a PDF has no pixel size', () => {
    const { casino } = testCasino();
    casino.documents.upload(signedIn(casino), { type: 'other', fileName: 'a.pdf', mimeType: 'application/pdf', data: btoa('%PDF-1.4') });
    expect(casino.documents.lastUpload()).to.include({ bytes: 8, width: null, height: null });
  });

  it('jpegSize reads nothing from bytes that are not a JPEG', () => {
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).to.equal(null);
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).to.equal(null);
  });
});
