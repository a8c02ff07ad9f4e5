/** Helpers for the verify tab's component tests (Verify.test.tsx and Verify.files.test.tsx): the tab in an element of its own. */
import { defineElement } from '../../../elements/define';
import { signIn } from '../../../stores/session';
import { $kycDocuments } from '../../../stores/kyc';
import { find, freshStores, resetWorld } from '../../../../test/support';
import Verify from './Verify';

defineElement<object>('betr-test-verify', Verify, { attributes: {}, stylesheet: '', namespaces: [] });

/** The seeded casino, its documents not loaded yet, the seeded player signed in. */
export async function signedInWithFreshDocuments(): Promise<void> {
  await resetWorld();
  freshStores($kycDocuments);
  await signIn('player@example.com', 'Password1!');
}

/** A `width` x `height` image file of `type`, drawn on a canvas. */
export async function image(width: number, height: number, type = 'image/png', name = 'scan.png'): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#3a7';
  context.fillRect(0, 0, width, height);
  return new File([await canvas.convertToBlob({ type })], name, { type });
}

/** Choose the document type as a player does. */
export async function chooseType(el: Element, type: string): Promise<void> {
  const select = await find<HTMLSelectElement>(el, 'select[name="type"]');
  select.value = type;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Put `file` in the file input, as choosing it does. */
export async function chooseFile(el: Element, file: File): Promise<void> {
  const input = await find<HTMLInputElement>(el, 'input[type="file"]');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
