import { hydrateIslands } from './lib/hydrate';
import { watchNavigations } from './lib/progress';
import { installScrollRule } from './lib/scroll';
import { wireDialogs } from './lib/dialogs';

// Every page, before any island: back and forward start at the top except on home and the category lists.
installScrollRule();
// Before hydrateIslands: a dialog's × closes it at once, even while the island around it is still asleep.
wireDialogs();
watchNavigations();
hydrateIslands(document);

// Plugins (tracking, pixels, campaigns, push, install prompt) wait until the page is interactive.
const idle = (fn: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1500);
const afterLoad = () => idle(() => import('./plugins/boot').then((m) => m.bootPlugins()));
// The bag page checks its lines against the catalogue once idle, without loading React (client/lib/bag-check.ts).
const bagCheck = document.querySelector<HTMLElement>('[data-bag-check]');
if (bagCheck) idle(() => import('./lib/bag-check').then((m) => m.checkBag(bagCheck.dataset.bagCheck!)));
// The shop console is installable: its service worker is scoped to /admin/{storeId}/ (push alerts on iPhones too).
// main is an async module and may run before <body> is parsed: the console's address is read once the browser idles.
idle(() => {
  const consoleBase = document.body?.dataset.console;
  if (consoleBase && 'serviceWorker' in navigator)
    void navigator.serviceWorker
      .register(`${consoleBase}/sw.js?lang=${document.documentElement.lang}`, { scope: `${consoleBase}/` })
      .catch(() => undefined);
});
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
