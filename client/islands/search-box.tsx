import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatMoney } from '../../src/domain/money';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface SearchBoxProps {
  storeId: string;
  label: string;
  /** unique per page: ids of the input and its listbox derive from it */
  idPrefix: string;
  query?: string;
  /** search inside one category (the catalogue search plugin) */
  catId?: string;
  autoFocus?: boolean;
}

interface Suggestion {
  kind: 'item' | 'category';
  id: string;
  catId: string;
  name: string;
  context: string;
  price?: number;
}

const DEBOUNCE_MS = 150;

/**
 * The global search bar: a plain GET form to /{storeId}/search (works without JavaScript) that, once
 * hydrated, suggests as you type, following the ARIA combobox pattern (listbox, aria-activedescendant,
 * arrow keys, Enter, Escape).
 */
function SearchBox({ storeId, label, idPrefix, query = '', catId, autoFocus }: SearchBoxProps) {
  const [q, setQ] = useState(query);
  const { t, lang } = useT();
  const [list, setList] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const inputId = `${idPrefix}-q`;
  const listId = `${idPrefix}-list`;

  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // This island wakes when its field takes focus: text typed before it was live is kept and suggested for.
    const typed = input.current?.value ?? '';
    if (typed !== q) {
      setQ(typed);
      fetchSuggestions(typed);
    }
    return () => clearTimeout(timer.current);
  }, []);

  const hrefOf = (s: Suggestion) => (s.kind === 'category' ? `/${storeId}/${s.id}` : `/${storeId}/${s.catId}/${s.id}`);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  function fetchSuggestions(text: string) {
    clearTimeout(timer.current);
    inflight.current?.abort();
    if (text.trim().length < 2) return close();
    timer.current = setTimeout(async () => {
      const ctrl = new AbortController();
      inflight.current = ctrl;
      try {
        const params = new URLSearchParams({ q: text.trim() });
        if (catId) params.set('cat', catId);
        if (lang !== 'en') params.set('lang', lang);
        const res = await fetch(`/api/v2/search/suggest?${params}`, {
          headers: { storeID: storeId },
          signal: ctrl.signal,
        });
        const body = (await res.json()) as { suggestions?: Suggestion[] };
        const found = body.suggestions ?? [];
        setList(found);
        setActive(-1);
        setOpen(found.length > 0);
      } catch {
        /* aborted or offline: the form still works */
      }
    }, DEBOUNCE_MS);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = list.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      setOpen(true);
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && list[active]) {
      e.preventDefault();
      location.assign(hrefOf(list[active]));
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        close();
      } else if (q) {
        e.preventDefault();
        setQ('');
      }
    }
  }

  return (
    <form
      className="search-form"
      role="search"
      action={`/${storeId}/search`}
      method="get"
      onSubmit={(e) => {
        const text = q.trim();
        e.preventDefault();
        if (text)
          location.assign(
            `/${storeId}/search/${encodeURIComponent(text)}${catId ? `?cat=${encodeURIComponent(catId)}` : ''}`,
          );
      }}
    >
      <label className="sr-only" htmlFor={inputId}>
        {label}
      </label>
      <div className="combo">
        <input
          ref={input}
          id={inputId}
          name="q"
          type="search"
          placeholder={label}
          value={q}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          autoFocus={autoFocus}
          onChange={(e) => {
            setQ(e.target.value);
            fetchSuggestions(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          onFocus={() => list.length > 0 && q.trim().length >= 2 && setOpen(true)}
        />
        {catId ? <input type="hidden" name="cat" value={catId} /> : null}
        <ul id={listId} role="listbox" aria-label={t('searchbox.suggestions')} className="suggestions" hidden={!open}>
          {list.map((s, i) => (
            <li
              key={`${s.kind}:${s.id}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => location.assign(hrefOf(s))}
            >
              <span className="sugg-name">{s.name}</span>
              <span className="sugg-meta">
                {s.kind === 'category' ? t('searchbox.category') : s.context}
                {s.price !== undefined ? ` · ${formatMoney(s.price)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <span className="sr-only" aria-live="polite">
        {open ? t('searchbox.count', { count: list.length }) : ''}
      </span>
    </form>
  );
}

export default defineIsland('search-box', SearchBox, ['searchbox.']);
