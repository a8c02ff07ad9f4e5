// A React 19 app using betr widgets: the elements are ordinary tags in JSX, typed by the
// `betr-widgets` import itself (no tsconfig entry), and betr's events are typed on `document`.
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { betr } from 'betr-widgets';

function CasinoPage() {
  const [signedIn, setSignedIn] = useState(false);
  const account = useRef<HTMLElementTagNameMap['betr-account']>(null);

  useEffect(() => {
    const onSignedIn = () => setSignedIn(true);
    const onSignedOut = () => setSignedIn(false);
    document.addEventListener('betr-signed-in', onSignedIn);
    document.addEventListener('betr-signed-out', onSignedOut);
    return () => {
      document.removeEventListener('betr-signed-in', onSignedIn);
      document.removeEventListener('betr-signed-out', onSignedOut);
    };
  }, []);

  useEffect(() => {
    const element = account.current;
    const onView = (event: HTMLElementEventMap['betr-account-view']) => console.info('account tab', event.detail.view);
    element?.addEventListener('betr-account-view', onView);
    return () => element?.removeEventListener('betr-account-view', onView);
  }, [signedIn]);

  return (
    <main>
      <header>
        <h1>Casino</h1>
        {signedIn ? (
          <button type="button" onClick={() => betr.openDeposit()}>
            Deposit
          </button>
        ) : (
          <betr-sign-in inline />
        )}
      </header>
      {signedIn && <betr-account ref={account} inline view="responsible-gaming" />}
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<CasinoPage />);
