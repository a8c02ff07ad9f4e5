// The insert figure's floor (budgets.json "timings", `floor`): a sign-in form as a plain custom
// element, no framework, no strings, no adapter, one constructed sheet, in one lazily imported
// module cached as the build's chunks are. Inserting it costs what the browser itself does for any
// lazily loaded element: the import() from the cache, a task as the module arrives, define,
// upgrade, the form's nodes, its style and layout.
const sheet = new CSSStyleSheet();
sheet.replaceSync(
  ':host{display:block}form{display:grid;gap:.6rem}label{font-weight:600}input{padding:.5rem;border:1px solid #8a8f98;border-radius:6px;font:inherit}button{min-height:2.6rem;font:inherit}',
);

class PlainSignIn extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).adoptedStyleSheets = [sheet];
  }

  connectedCallback() {
    if (this.shadowRoot.firstChild) return;
    const form = document.createElement('form');
    for (const [name, label, type] of [
      ['email', 'Email', 'email'],
      ['password', 'Password', 'password'],
    ]) {
      const field = document.createElement('label');
      field.textContent = label;
      const input = document.createElement('input');
      Object.assign(input, { name, type, id: name, autocomplete: name === 'email' ? 'email' : 'current-password' });
      field.htmlFor = name;
      form.append(field, input);
    }
    const submit = document.createElement('button');
    submit.textContent = 'Sign in';
    form.append(submit);
    this.shadowRoot.append(form);
  }
}

customElements.define('bench-plain-sign-in', PlainSignIn);
