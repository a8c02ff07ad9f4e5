import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $drafts, draftFor, restoreDraft, type Draft } from '../../stores/drafts';
import { $profile } from '../../stores/profile';
import { useElement, useNamespaces } from './ElementRoot';
import { Button } from './Button';
import { Notice } from './Notice';
import ui from './ui.module.css';

/**
 * The draft of form `formId` kept when a save met the end of the session (src/stores/drafts),
 * for the same player once signed in again. Call it after the hooks that fill the form: its
 * values then go over theirs.
 */
export function useDraft(formId: string): Draft | null {
  const drafts = useStore($drafts);
  const playerId = useStore($profile)?.userId;
  const draft = draftFor(drafts, formId, playerId);
  useEffect(() => {
    if (draft && !draft.restored) restoreDraft(formId);
  }, [draft, formId]);
  return draft;
}

/**
 * 'Your session ended before this was saved. What you entered is back.' with a submit button
 * that sends the form again. Inside the form it offers to send.
 */
export function DraftNotice({ draft }: { draft: Draft | null }) {
  const { LL } = useElement();
  // Its texts are the account's: any form may show it (a limit, a deposit).
  const ready = useNamespaces(['account']);
  if (!draft || !ready) return null;
  return (
    <div className={ui.stack}>
      <Notice level="info">{LL.draft.kept()}</Notice>
      <div className={ui.actions}>
        <Button type="submit">{LL.draft.resubmit()}</Button>
      </div>
    </div>
  );
}
