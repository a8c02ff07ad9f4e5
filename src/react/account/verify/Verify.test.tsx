import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import { defineElement } from '../../../elements/define';
import Verify from './Verify';
import { signIn } from '../../../stores/session';
import { $kycDocuments } from '../../../stores/kyc';
import { find, freshStores, replaceOperation, resetWorld, shadow, stubControls, submit, text } from '../../../../test/support';

defineElement<object>('betr-test-verify', Verify, { attributes: {}, stylesheet: '', namespaces: [] });

async function image(width: number, height: number, type = 'image/png', name = 'scan.png'): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#3a7';
  context.fillRect(0, 0, width, height);
  return new File([await canvas.convertToBlob({ type })], name, { type });
}

async function chooseType(el: Element, type: string): Promise<void> {
  const select = await find<HTMLSelectElement>(el, 'select[name="type"]');
  select.value = type;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function chooseFile(el: Element, file: File): Promise<void> {
  const input = await find<HTMLInputElement>(el, 'input[type="file"]');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('account: verify (KYC documents)', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($kycDocuments);
    await signIn('player@example.com', 'Password1!');
  });

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

  it('Images are scaled so the longest side is at most 2000 px and re-encoded as JPEG, sent as base64', async () => {
    const el = await fixture(html`<betr-test-verify></betr-test-verify>`);
    await chooseType(el, 'id');
    await chooseFile(el, await image(3000, 1500));
    await text(el, 'Chosen file: scan.png');
    await submit(el);
    await text(el, 'Document uploaded');
    const received = (await stubControls()).lastUpload();
    expect(received).to.include({ type: 'id', fileName: 'scan.jpg', mimeType: 'image/jpeg', width: 2000, height: 1000 });
    // The form is fresh again and the list shows the new document first.
    expect(shadow(el).textContent).not.to.include('Chosen file:');
    const first = await find(el, 'li[part="document"]');
    await waitUntil(() => first.textContent?.includes('scan.jpg'), 'the list did not reload');
    expect(first.querySelector('[part="document-status"]')?.textContent).to.equal('Uploaded');
  });

  it('a small image keeps its size; a PDF is sent as it is', async () => {
    const el = await fixture(html`<betr-test-verify></betr-test-verify>`);
    await chooseType(el, 'bank-statement');
    await chooseFile(el, await image(640, 480, 'image/webp', 'statement.webp'));
    await submit(el);
    await text(el, 'Document uploaded');
    expect((await stubControls()).lastUpload()).to.include({ fileName: 'statement.jpg', mimeType: 'image/jpeg', width: 640, height: 480 });

    await chooseType(el, 'other');
    await chooseFile(el, new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }));
    await submit(el);
    await waitUntil(async () => (await stubControls()).lastUpload()?.fileName === 'letter.pdf', 'the PDF was not received');
    expect((await stubControls()).lastUpload()).to.include({ mimeType: 'application/pdf', bytes: 8 });
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

  it("each document's actions select: 'Upload a new version' puts its type in the form and moves to the file input", async () => {
    const el = await fixture(html`<betr-test-verify></betr-test-verify>`);
    await text(el, 'utility-bill.pdf');
    const actions = shadow(el).querySelectorAll<HTMLSelectElement>('li[part="document"] select')[1]!;
    expect(actions.getAttribute('aria-label')).to.equal('Actions for Proof of address utility-bill.pdf');
    actions.value = 'upload-new';
    actions.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(
      () => (shadow(el).querySelector('select[name="type"]') as HTMLSelectElement).value === 'proof-of-address',
      'the type was not set',
    );
    expect(shadow(el).activeElement?.getAttribute('type')).to.equal('file');
    expect(actions.value).to.equal('');
  });
});
