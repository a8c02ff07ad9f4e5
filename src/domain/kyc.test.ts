import { expect } from '@open-wc/testing';
import { safeParse } from 'valibot';
import { UPLOAD_DOCUMENT_TYPES, kycFileKind, kycUploadSchema } from './kyc';

describe('KYC upload rules', () => {
  it('Document types: id, credit-card, proof-of-address, bank-statement, e-wallet, other (source-of-wealth in the second list)', () => {
    expect(UPLOAD_DOCUMENT_TYPES).to.deep.equal(['id', 'credit-card', 'proof-of-address', 'bank-statement', 'e-wallet', 'other']);
    expect(UPLOAD_DOCUMENT_TYPES).not.to.include('source-of-wealth');
  });

  it('Type and file are required', () => {
    const issues = (values: Record<string, string>) => {
      const result = safeParse(kycUploadSchema, values);
      return result.success ? [] : result.issues.map((i) => i.message);
    };
    expect(issues({ type: '', file: '' })).to.deep.equal(['documentTypeRequired', 'fileRequired']);
    expect(issues({ type: 'source-of-wealth', file: 'a.pdf' })).to.deep.equal(['documentTypeRequired']);
    expect(issues({ type: 'id', file: 'passport.jpg' })).to.deep.equal([]);
  });

  it("A wrong file type gives 'Invalid file type': only images and PDF documents are accepted", () => {
    expect(kycFileKind({ type: 'image/jpeg', name: 'a.jpg' })).to.equal('image');
    expect(kycFileKind({ type: 'image/png', name: 'a.png' })).to.equal('image');
    expect(kycFileKind({ type: 'image/webp', name: 'a.webp' })).to.equal('image');
    expect(kycFileKind({ type: 'application/pdf', name: 'a.pdf' })).to.equal('pdf');
    expect(kycFileKind({ type: 'text/plain', name: 'a.txt' })).to.equal(null);
    expect(kycFileKind({ type: 'application/zip', name: 'a.pdf' })).to.equal(null);
    expect(kycFileKind({ type: 'image/svg+xml', name: 'a.svg' })).to.equal(null);
  });

  it('a file without a MIME type is judged by its extension', () => {
    expect(kycFileKind({ type: '', name: 'SCAN.PDF' })).to.equal('pdf');
    expect(kycFileKind({ type: '', name: 'photo.JPEG' })).to.equal('image');
    expect(kycFileKind({ type: '', name: 'notes.docx' })).to.equal(null);
  });
});
