/**
 * Plugins start after the page is interactive, each loaded only when the shop uses it.
 * Everything they need arrives as data attributes on <body> (no inline script anywhere).
 */
export function bootPlugins(): void {
  const d = document.body.dataset;
  const storeId = d.storeId;
  if (!storeId) return;
  void import('./visit').then((m) => m.countVisit(storeId));
  void import('./campaign').then((m) => m.reportCampaign(storeId));
  if (d.tracking === 'on')
    void import('./presence').then((m) => m.startPresence(storeId, d.screen ?? 'Other', d.itemId));
  if (d.fbPixel || d.gtag) void import('./pixels').then((m) => m.loadPixels(d.fbPixel, d.gtag, d.screen, d.itemId));
  if (d.push)
    void import('./push').then((m) =>
      m.startPush(storeId, d.push!, { on: d.pushOn ?? '', title: d.pushTitle ?? '', dismiss: d.pushDismiss ?? '' }),
    );
  // the words are the page's, in its language (installWords, src/pages/layout/plugins.tsx); without them, no banner
  if (d.installLabel)
    void import('./install-prompt').then((m) =>
      m.watchInstallPrompt({
        label: d.installLabel ?? '',
        text: d.installText ?? '',
        yes: d.installYes ?? '',
        no: d.installNo ?? '',
      }),
    );
}
