import { expect, fixture, html } from '@open-wc/testing';
import { find, replaceOperation, shadow, stubControls, submit, text } from '../../../../test/support';
import { chooseFile, chooseType, image, signedInWithFreshDocuments } from './verify.testing';

describe('account: verify (KYC documents)', () => {
  beforeEach(signedInWithFreshDocuments);

  it('Type and file are required: both errors show, tied to their labelled controls', async () => {
    const el = await fixture(html`<betr-test-verify></betr-test-verify>`);
    await submit(el);
    const select = await find<HTMLSelectElement>(el, 'select[name="type"][aria-invalid="true"]');
    expect(shadow(el).querySelector(`label[for="${select.id}"]`)?.textContent).to.equal('Document type');
    expect(shadow(el).getElementById(select.getAttribute('aria-describedby')!)?.textContent).to.equal('Choose a document type');
    const file = await find<HTMLInputElement>(el, 'input[type="file"][aria-invalid="true"]');
    expect(shadow(el).querySelector(`label[for="${file.id}"]`)?.textContent).to.equal('File');
    expect(shadow(el).getElementById(file.getAttribute('aria-describedby')!)?.textContent).to.equal('Choose a file');
    expect([...select.options].map((o) => o.value)).to.deep.equal([
      '',
      'id',
      'credit-card',
      'proof-of-address',
      'bank-statement',
      'e-wallet',
      'other',
    ]);
  });

  it("A wrong file type gives 'Invalid file type.' above the form, before anything is sent", async () => {
    const el = await fixture(html`<betr-test-verify></betr-test-verify>`);
    await chooseType(el, 'id');
    await chooseFile(el, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await submit(el);
    const alert = await find(el, 'form [role="alert"]');
    expect(alert.textContent).to.equal('Invalid file type.');
    expect(alert.compareDocumentPosition(shadow(el).querySelector('select')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect((await stubControls()).lastUpload()).to.equal(null);
    await text(el, 'Chosen file: notes.txt');
  });

  it("the provider's kyc.invalid-file-type shows 'Invalid file type.' too", async () => {
    (await stubControls()).fail('uploadKycDocument', 'invalid-file-type');
    const el = await fixture(html`<betr-test-verify></betr-test-verify>`);
    await chooseType(el, 'id');
    await chooseFile(el, await image(20, 20));
    await submit(el);
    await text(el, 'Invalid file type.');
    (await stubControls()).fail('uploadKycDocument', null);
  });

  it('lists the documents with their type, status and uploaded date', async () => {
    const el = await fixture(html`<betr-test-verify></betr-test-verify>`);
    await text(el, 'passport.jpg');
    const documents = [...shadow(el).querySelectorAll('li[part="document"]')];
    expect(documents.map((d) => d.querySelector('strong')?.textContent)).to.deep.equal(['ID', 'Proof of address']);
    expect(documents.map((d) => d.querySelector('[part="document-status"]')?.textContent)).to.deep.equal(['Approved', 'Uploaded']);
    expect(documents[0]?.textContent).to.match(/Uploaded \w{3} \d{1,2}, \d{4}/);
  });

  it("a declined document shows the status 'Declined'", async () => {
    const restore = await replaceOperation('getKycDocuments', async () => [
      { id: 'k-9', type: 'bank-statement', status: 'declined', uploaded: '2025-06-01T10:00:00.000Z', fileName: 'statement.png' },
    ]);
    try {
      const el = await fixture(html`<betr-test-verify></betr-test-verify>`);
      await text(el, 'statement.png');
      const documents = [...shadow(el).querySelectorAll('li[part="document"]')];
      expect(
        documents.map((d) => [d.querySelector('strong')?.textContent, d.querySelector('[part="document-status"]')?.textContent]),
      ).to.deep.equal([['Bank statement', 'Declined']]);
    } finally {
      restore();
    }
  });
});
