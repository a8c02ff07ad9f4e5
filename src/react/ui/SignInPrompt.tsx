import { openPopup } from '../../stores/popup';
import { Button } from './Button';
import { useElement } from './ElementRoot';
import { Notice } from './Notice';
import ui from './ui.module.css';

interface SignInPromptProps {
  /** Why this place needs a player, in its own words ('Sign in to see your favorite games.'). */
  text: string;
  /**
   * The place's heading: the prompt is then a section named by it. Without one, the prompt sits
   * inside a section that has its own (the cashier's).
   */
  title?: string;
  /** The heading's id, unique in the element's shadow root. */
  titleId?: string;
  /** The section's part, where the element documents one (the game elements' `games`). */
  part?: string;
  /**
   * The text as an information notice: the responsible-gaming elements document the
   * `notice-info` part for it, and themes style it.
   */
  notice?: boolean;
}

/**
 * What a visitor sees where a signed-in player is needed: the place's heading, why, and
 * 'Sign in', which opens the sign-in popup.
 */
export function SignInPrompt({ text, title, titleId = 'sign-in-prompt-title', part, notice = false }: SignInPromptProps) {
  const { LL } = useElement();
  const body = (
    <>
      {notice ? <Notice level="info">{text}</Notice> : <p className={ui.text}>{text}</p>}
      <div className={ui.actions}>
        <Button onClick={() => openPopup('sign-in')}>{LL.actions.signIn()}</Button>
      </div>
    </>
  );
  if (title === undefined) return body;
  return (
    <section className={ui.stack} aria-labelledby={titleId} part={part}>
      <h2 className={ui.title} id={titleId} part="title">
        {title}
      </h2>
      {body}
    </section>
  );
}
