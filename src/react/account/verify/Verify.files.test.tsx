import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import { find, shadow, stubControls, submit, text } from '../../../../test/support';
import { chooseFile, chooseType, image, signedInWithFreshDocuments } from './verify.testing';

/**
 * What the verify tab asks of the browser's file and image APIs, run in every engine
 * (web-test-runner.config.mjs): an image decoded, scaled on a canvas and encoded as JPEG, a PDF
 * read as it is, and the focus moved to the file input. The form's rules and the list are in Verify.test.tsx.
 */
describe('account: verify (KYC documents): files, images and focus', () => {
  beforeEach(signedInWithFreshDocuments);

  it('Images are scaled so the longest side is at most 2000 px and re-encoded as JPEG, sent as base64', async function (this: Mocha.Context) {
    // A 3000 x 1500 PNG drawn, then decoded, scaled and encoded as JPEG by the page: in WebKit
    // on the loaded 2-core machine, the file's first such image took past 4 s.
    this.timeout(20_000);
    const el = await fixture(html`<betr-test-verify></betr-test-verify>`);
    await chooseType(el, 'id');
    await chooseFile(el, await image(3000, 1500));
    await text(el, 'Chosen file: scan.png');
    await submit(el);
    await text(el, 'Document uploaded', { timeout: 10_000 });
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
