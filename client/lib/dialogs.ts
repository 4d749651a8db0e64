/**
 * The layout's dialogs (the coupon side bar, the catalogue search) open from their side tabs and buttons with no
 * island code. An opener is a link with data-dialog="{dialog id}" and role="button" (Space opens it too); without
 * JavaScript, or without <dialog> support, it leads to the same place (the side bar as its :target, the search
 * page). Here it opens the native modal <dialog>: focus moves in (to the search field when there is one) and stays,
 * Escape closes, focus returns to the opener. A data-dialog-close control, or a click on the backdrop, closes it.
 */
export function wireDialogs(): void {
  document.addEventListener(
    'click',
    (e) => {
      const t = e.target;
      if (!(t instanceof Element)) return;
      const opener = t.closest<HTMLElement>('[data-dialog]');
      // the dialog itself is the target only on its backdrop: its content sits in a padded .dialog-body
      const d = (
        opener
          ? document.getElementById(opener.dataset.dialog!)
          : t.localName === 'dialog'
            ? t
            : t.closest('[data-dialog-close]') && t.closest('dialog')
      ) as HTMLDialogElement | null;
      if (!d || !d.showModal || (!opener && !d.open)) return;
      e.preventDefault();
      if (!opener) return d.close();
      if (!d.open) d.showModal();
      d.querySelector('input')?.focus();
    },
    true,
  );
  document.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement;
    if (e.key === ' ' && t.matches('a[data-dialog]')) {
      e.preventDefault();
      t.click();
    }
  });
}
