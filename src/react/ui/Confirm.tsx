import { useEffect, useRef } from 'react';
import { Button } from './Button';
import ui from './ui.module.css';

interface Props {
  question: string;
  confirmLabel: string;
  declineLabel: string;
  onConfirm(): void;
  onDecline(): void;
  busy?: boolean;
}

/**
 * An in-place confirmation, not a dialog inside the dialog: the question with Confirm and
 * Decline. It takes focus when it appears, so keyboard and screen-reader users meet the
 * question first; Escape declines (and does not close the popup around it).
 */
export function Confirm({ question, confirmLabel, declineLabel, onConfirm, onDecline, busy = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      className={`${ui.notice} ${ui.info} ${ui.stack}`}
      role="group"
      aria-label={question}
      tabIndex={-1}
      part="confirm"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || busy) return;
        event.preventDefault();
        event.stopPropagation();
        onDecline();
      }}
    >
      <p className={ui.text}>{question}</p>
      <div className={ui.actions}>
        <Button busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onDecline}>
          {declineLabel}
        </Button>
      </div>
    </div>
  );
}
