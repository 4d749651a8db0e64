import type { Lang } from '../../domain/i18n/languages';
import type { Said } from '../../domain/i18n/said';
import type { FieldErrors } from '../../domain/console/item-form';
import { speak } from '../../render/i18n';

/**
 * A refusal as the console shows it beside its field: in the owner's language when the refusal has a message id
 * (`say`), else the English sentence without its field-path prefix ("PRICE: ").
 */
export function refusalWords(r: { rsn: string; say?: Said }, lang: Lang = 'en'): string {
  return lang !== 'en' && r.say ? speak(lang, r.say) : r.rsn.replace(/^[A-Za-z0-9_.]+: /, '');
}

/** A form's problems (domain/console/*-form.ts) in the owner's language, each beside its field. */
export function formErrorWords(p: { errors: FieldErrors; said: Record<string, Said> }, lang: Lang = 'en'): FieldErrors {
  if (lang === 'en') return p.errors;
  return Object.fromEntries(
    Object.entries(p.errors).map(([field, text]) => [field, p.said[field] ? speak(lang, p.said[field]) : text]),
  );
}
