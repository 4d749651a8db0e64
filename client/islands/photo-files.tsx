/**
 * The new item's photos (island 'photo-files'): one file input that takes several photos from the camera or the
 * gallery, posted with the rest of the item's fields. With JavaScript each photo is drawn at most 1,600 px as a
 * JPEG in the browser and put back into the input, so the form's own post sends the small copies; without it
 * the same input posts the photos as they are.
 */
import { useState, type ChangeEvent } from 'react';
import { defineIsland } from '../lib/define-island';
import { downscaled } from '../lib/downscale';
import { useT } from '../../src/isomorphic/i18n';

export interface PhotoFilesProps {
  name: string;
}

type State = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'ready'; count: number; unreadable: number[] };

function PhotoFiles({ name }: PhotoFilesProps) {
  const { t } = useT();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const picked = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const files = [...(input.files ?? [])];
    if (!files.length) return setState({ kind: 'idle' });
    const submit = input.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit) submit.disabled = true;
    setState({ kind: 'preparing' });
    const small = new DataTransfer();
    const unreadable: number[] = [];
    for (const [i, file] of files.entries()) {
      try {
        small.items.add(new File([await downscaled(file)], `photo-${i + 1}.jpg`, { type: 'image/jpeg' }));
      } catch {
        // a format this browser cannot draw (some phones' HEIC): the server reads it as it is
        unreadable.push(i + 1);
        small.items.add(file);
      }
    }
    input.files = small.files;
    if (submit) submit.disabled = false;
    setState({ kind: 'ready', count: files.length, unreadable });
  };
  return (
    <div className="console-field">
      <label htmlFor="f-photos">{t('console.newPhotos.label')}</label>
      <input
        id="f-photos"
        name={name}
        type="file"
        accept="image/*"
        multiple
        aria-describedby="f-photos-hint f-photos-status"
        onChange={(e) => void picked(e)}
        data-testid="console-new-photos"
      />
      <p className="console-hint" id="f-photos-hint">
        {t('console.newPhotos.hint')}
      </p>
      <p className="console-hint" id="f-photos-status" role="status" data-testid="console-new-photos-status">
        {state.kind === 'preparing'
          ? t('console.newPhotos.preparing')
          : state.kind === 'ready'
            ? [
                t('console.newPhotos.ready', { count: state.count }),
                ...state.unreadable.map((n) => t('console.newPhotos.unreadable', { n })),
              ].join(' ')
            : ''}
      </p>
    </div>
  );
}

export default defineIsland('photo-files', PhotoFiles, ['console.newPhotos.']);
