/**
 * The item page's photo picker (island 'photo-picker'): takes a photo from the camera or gallery, draws it at most
 * 1600 px on its long side as a JPEG in the browser, and uploads that with a progress bar, so a phone on a slow
 * network sends a few hundred KB instead of 5 MB. Without JavaScript the same input posts the file as it is.
 */
import { useState, type ChangeEvent } from 'react';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';
import { downscaled } from '../lib/downscale';

/** `field`: the input's id suffix, so two pickers can share a page; `label`: the field's label when not "Add a photo". */
export interface PhotoPickerProps {
  action: string;
  field?: string;
  label?: string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; reason: string };

function upload(
  action: string,
  photo: Blob,
  progress: (percent: number) => void,
): Promise<{ ok: boolean; reason: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', action);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && progress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let reason = xhr.statusText;
      try {
        reason = (JSON.parse(xhr.responseText) as { rsn?: string }).rsn ?? reason;
      } catch {
        /* not JSON: keep the status text */
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, reason });
    };
    xhr.onerror = () => resolve({ ok: false, reason: 'No connection.' });
    const form = new FormData();
    form.append('photo', photo, 'photo.jpg');
    xhr.send(form);
  });
}

function PhotoPicker({ action, field = 'photo', label }: PhotoPickerProps) {
  const { t } = useT();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const picked = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    setState({ kind: 'busy', percent: 0 });
    try {
      const sent = await upload(action, await downscaled(file), (percent) => setState({ kind: 'busy', percent }));
      if (!sent.ok) return setState({ kind: 'failed', reason: sent.reason });
      setState({ kind: 'done' });
      location.reload();
    } catch (err) {
      setState({ kind: 'failed', reason: err instanceof Error ? err.message : String(err) });
    }
  };
  return (
    <>
      <div className="console-field">
        <label htmlFor={`f-${field}`}>{label ?? t('console.photo.add')}</label>
        <input
          id={`f-${field}`}
          name="photo"
          type="file"
          accept="image/*"
          capture="environment"
          required
          onChange={(e) => void picked(e)}
          data-testid="console-photo-input"
        />
      </div>
      {state.kind === 'busy' ? (
        <progress
          max={100}
          value={state.percent}
          aria-label={t('console.photo.uploading', { percent: state.percent })}
        />
      ) : null}
      <p className="console-hint" role="status" data-testid="console-photo-status">
        {state.kind === 'busy'
          ? t('console.photo.uploading', { percent: state.percent })
          : state.kind === 'done'
            ? t('console.photo.uploaded')
            : state.kind === 'failed'
              ? t('console.photo.failed', { reason: state.reason })
              : ''}
      </p>
      <button
        className="button button-quiet"
        type="submit"
        disabled={state.kind === 'busy'}
        data-testid="console-photo-upload"
      >
        {t('console.photo.upload')}
      </button>
    </>
  );
}

export default defineIsland('photo-picker', PhotoPicker, ['console.photo.']);
