import type { FieldErrors } from '../../../domain/console/item-form';

/** What every section of the shop page gets: where its forms post, the values shown and the refusals. */
export interface SectionProps {
  base: string;
  v: (name: string) => string;
  errors: FieldErrors;
}
