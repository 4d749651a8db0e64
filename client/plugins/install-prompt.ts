interface InstallEvent extends Event {
  prompt(): Promise<void>;
}

/** The banner's words in the page's language (body data attributes, src/pages/layout/plugins.tsx). */
export interface InstallWords {
  label: string;
  text: string;
  yes: string;
  no: string;
}

/** The app install prompt from the shop's manifest: a small dismissible banner when the browser offers it. */
export function watchInstallPrompt(words: InstallWords): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    if (localStorage.getItem('installDismissed')) return;
    const bar = document.createElement('div');
    bar.className = 'install-prompt';
    bar.setAttribute('role', 'dialog');
    bar.setAttribute('aria-label', words.label);
    const text = document.createElement('span');
    text.textContent = words.text;
    const yes = button(words.yes, 'button');
    const no = button(words.no, 'link-button');
    yes.onclick = () => {
      void (e as InstallEvent).prompt();
      bar.remove();
    };
    no.onclick = () => {
      localStorage.setItem('installDismissed', '1');
      bar.remove();
    };
    for (const el of [text, yes, no]) bar.appendChild(el);
    document.body.appendChild(bar);
  });
}

function button(label: string, className: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = label;
  return b;
}
