/** KYC documents (./kyc): the reports and the upload. */
import { expect } from '@open-wc/testing';
import { isProviderError } from '../provider';
import { errorText } from '../../react/ui/messages';
import { loadNamespaces, translator } from '../../stores/i18n';
import { caught, signedIn } from './fake-platform.testing';

describe('rest adapter: KYC', () => {
  it('KYC: GET /kyc reports (no id, no file name; SourceOfWealth is source-of-wealth, Declined declined); upload {Type: ID…, Image} as plain base64; a PDF is refused before it is sent', async () => {
    const { provider, sent } = await signedIn({
      'GET /kyc': {
        json: [
          { Type: 'ID', TypeCode: 1, Status: 'Approved', StatusCode: 1, ReasonCode: 0, Added: '2025-06-01T10:00:00Z' },
          { TypeCode: 9, StatusCode: 0, ReasonCode: 0, Added: '2025-06-02T10:00:00Z' },
        ],
      },
    });
    expect(await provider.getKycDocuments()).to.deep.equal([
      { id: '1-2025-06-01T10:00:00Z', type: 'id', status: 'approved', uploaded: '2025-06-01T10:00:00Z', fileName: '' },
      { id: '9-2025-06-02T10:00:00Z', type: 'other', status: 'uploaded', uploaded: '2025-06-02T10:00:00Z', fileName: '' },
    ]);
    await provider.uploadKycDocument({ type: 'id', fileName: 'passport.jpg', mimeType: 'image/jpeg', data: '/9j/AAAA' });
    expect(sent.at(-1)!.body).to.deep.equal({ Type: 'ID', Image: '/9j/AAAA' });
    // Source of wealth is a document type too (the spec's second list): the SDK's SourceOfWealth, both ways.
    await provider.uploadKycDocument({ type: 'source-of-wealth', fileName: 'payslip.png', mimeType: 'image/png', data: 'iVBORw0' });
    expect([sent.at(-1)!.path, sent.at(-1)!.body]).to.deep.equal(['/kyc/upload', { Type: 'SourceOfWealth', Image: 'iVBORw0' }]);
    const sow = await signedIn({
      'GET /kyc': {
        json: [{ Type: 'SourceOfWealth', TypeCode: 6, Status: 'Declined', StatusCode: 2, ReasonCode: 0, Added: '2025-06-03T10:00:00Z' }],
      },
    });
    expect((await sow.provider.getKycDocuments()).map((d) => [d.type, d.status])).to.deep.equal([['source-of-wealth', 'declined']]);
    const failure = await caught(() =>
      provider.uploadKycDocument({ type: 'proof-of-address', fileName: 'bill.pdf', mimeType: 'application/pdf', data: 'JVBERi0' }),
    );
    await loadNamespaces('en-US', ['common', 'errors']);
    expect(isProviderError(failure) && errorText(translator('en-US'), failure)).to.equal('Invalid file type.');
    // The ID and the source of wealth; the PDF sent nothing.
    expect(sent.filter((r) => r.path === '/kyc/upload')).to.have.length(2);
  });
});
