// The operator's chat service, as the demo stands it in: a real script the support chat
// launcher (<betr-chat>) loads from the chat configuration's script URL. Like a real chat
// service it takes a moment to become ready (700 ms; `?ready=MS` another time, `?ready=never`
// a service that never does, for tests), then defines `window.betrChat.open(options)`, which
// shows its own chat window on the page. It touches nothing else of the page.
(() => {
  const src = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;
  const ready = new URL(src, location.href).searchParams.get('ready');
  if (ready === 'never') return;
  const delay = ready === null ? 700 : Number(ready) || 0;

  function chatWindow(options) {
    const panel = document.createElement('section');
    panel.id = 'betr-demo-chat';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-labelledby', 'betr-demo-chat-title');
    // CSSOM, not a style attribute: the demo runs under a strict CSP.
    Object.assign(panel.style, {
      position: 'fixed',
      insetInlineEnd: '1rem',
      insetBlockEnd: '1rem',
      width: '18rem',
      padding: '1rem',
      background: '#fff',
      color: '#1d2125',
      border: '1px solid #c9ced6',
      borderRadius: '0.5rem',
      boxShadow: '0 4px 16px rgb(0 0 0 / 0.2)',
      font: '15px/1.4 system-ui, sans-serif',
      zIndex: '2147483000',
    });
    const title = document.createElement('h2');
    title.id = 'betr-demo-chat-title';
    title.textContent = 'Support chat';
    Object.assign(title.style, { margin: '0 0 0.5rem', fontSize: '1.1rem' });
    const text = document.createElement('p');
    text.textContent = `Connected to ${options.brand ?? 'the casino'} support. An agent will be with you shortly.`;
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close chat';
    close.addEventListener('click', () => {
      panel.hidden = true;
    });
    panel.append(title, text, close);
    document.body.append(panel);
    return panel;
  }

  setTimeout(() => {
    let panel = null;
    window.betrChat = {
      open(options = {}) {
        panel ??= chatWindow(options);
        panel.hidden = false;
        panel.querySelector('button')?.focus();
      },
    };
  }, delay);
})();
