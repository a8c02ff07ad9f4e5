import type { DisplayPage, DisplayPageName } from './model';

/** What a required post-login page opens as: a widget type and its attributes. */
export interface RequiredPopup {
  type: 'source-of-wealth' | 'responsible-gaming-test' | 'terms-and-conditions' | 'account';
  attributes: Record<string, string>;
  /** A forced page cannot be closed by the player. */
  dismissible: boolean;
}

const WIDGETS: Readonly<Record<DisplayPageName, Omit<RequiredPopup, 'dismissible'>>> = {
  'source-of-wealth': { type: 'source-of-wealth', attributes: {} },
  'responsible-gaming-test': { type: 'responsible-gaming-test', attributes: {} },
  'terms-and-conditions': { type: 'terms-and-conditions', attributes: { required: '' } },
  'deposit-limits': { type: 'account', attributes: { view: 'responsible-gaming' } },
  'provide-documents': { type: 'account', attributes: { view: 'verify' } },
};

/**
 * Required post-login display pages (spec: account §4): source-of-wealth,
 * responsible-gaming-test, terms-and-conditions, deposit-limits (the responsible-gaming
 * tab), provide-documents (the verify tab; with the forced flag it cannot be dismissed).
 * In the provider's order; an unknown page, or one already on the list, is skipped.
 */
export function requiredPopups(pages: readonly DisplayPage[], skip: readonly DisplayPageName[] = []): RequiredPopup[] {
  const seen = new Set<DisplayPageName>(skip);
  const out: RequiredPopup[] = [];
  for (const { page, forced } of pages) {
    const widget = WIDGETS[page];
    if (!widget || seen.has(page)) continue;
    seen.add(page);
    out.push({ ...widget, attributes: { ...widget.attributes }, dismissible: !forced });
  }
  return out;
}
