import { useStore } from '@nanostores/react';
import { $welcome } from '../../stores/content';
import { closePopup } from '../../stores/popup';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { Loaded } from '../ui/Loaded';
import { SafeHtml } from '../ui/SafeHtml';
import ui from '../ui/ui.module.css';
import styles from './WelcomeMessage.module.css';
import { safeImage } from '../../domain/safe-url';

/** Shown after sign-in when the email is verified: the provider's image and content. */
export function WelcomeMessage() {
  const { LL, inPopup } = useElement();
  const welcome = useStore($welcome);
  usePopupTitle(LL.welcome.title());

  return (
    <section className={ui.stack} aria-labelledby="welcome-title" aria-busy={welcome.status === 'loading'}>
      <h2 className={ui.title} id="welcome-title" part="title">
        {LL.welcome.title()}
      </h2>
      <Loaded state={welcome} retry={() => void $welcome.retry()}>
        {({ image, content }) => {
          // Only from this site, over https or inline (src/domain/safe-url): no tracking pixel in the clear.
          const safe = safeImage(image);
          return (
            <>
              {safe && <img className={`${ui.media} ${styles.image}`} src={safe} alt="" part="image" />}
              <SafeHtml html={content} />
            </>
          );
        }}
      </Loaded>
      {inPopup && (
        <div className={ui.actions}>
          <Button onClick={() => closePopup('done')}>{LL.welcome.play()}</Button>
        </div>
      )}
    </section>
  );
}
