import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ConfirmationResult } from 'firebase/auth';
import {
  formatIndianPhone,
  isOtpShape,
  MOBILE_RULE,
  normaliseIndianMobile,
  toE164,
} from '../../src/domain/account/phone';
import { callApi, mergeBagAfterLogin } from '../lib/account-api';
import { bagCount } from '../lib/signals';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface LoginProps {
  storeId: string;
  /** where to go afterwards: already checked by the server to be a path of this shop */
  from: string;
  projectId: string;
  apiKey: string;
  /** the Auth emulator's URL in development (the page says so here); null in production */
  emulatorUrl: string | null;
}

type Method = 'phone' | 'email';
const loadFirebase = () => import('../lib/firebase');
/** Stands in for the number in 'login.codeSent', so the number can be wrapped in <strong> wherever the language puts it. */
const PHONE_MARK = '\uE000';

/** Sign-in: phone number with OTP first (+91), email and password second; then our own session and the bag merge. */
function Login(p: LoginProps) {
  const { t } = useT();
  const [method, setMethod] = useState<Method>('phone');
  const [code, setCode] = useState('');
  const [creating, setCreating] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastMobile, setLastMobile] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Until hydrated the buttons stay disabled: the forms only work with JavaScript (no native submit).
  const confirmation = useRef<ConfirmationResult | null>(null);
  const settings = { projectId: p.projectId, apiKey: p.apiKey, emulatorUrl: p.emulatorUrl };

  useEffect(() => void loadFirebase(), []); // fetch the SDK while the shopper types

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (err) {
      const said = (err as { shopperMessage?: string }).shopperMessage;
      const described = said === undefined ? (await loadFirebase()).describeError(err) : null;
      setError(said ?? t(described!.id, described!.values));
    } finally {
      setBusy(false);
    }
  };

  /** Exchanges the Firebase ID token for our session, merges the bag and goes back to `from`. */
  const complete = async (idToken: string) => {
    const fb = await loadFirebase();
    const out = await callApi(p.storeId, '/v2/auth/session', { method: 'POST', body: { idToken } });
    await fb.finish(fb.startAuth(settings));
    if (out.status !== 1)
      throw Object.assign(new Error('sign-in refused'), { shopperMessage: out.rsn ?? t('login.refused') });
    bagCount.value = await mergeBagAfterLogin(p.storeId);
    location.assign(p.from);
  };

  /** Inputs typed into before hydration keep their text: values are read from the form, not from state. */
  const field = (e: FormEvent<HTMLFormElement>, name: string) => String(new FormData(e.currentTarget).get(name) ?? '');

  const sendCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const mobile = normaliseIndianMobile(field(e, 'phone'));
    if (!mobile) return setError(MOBILE_RULE);
    void run(async () => {
      const fb = await loadFirebase();
      confirmation.current = await fb.sendCode(fb.startAuth(settings), toE164(mobile), 'send-otp');
      setSentTo(mobile);
      setLastMobile(mobile);
      setCode('');
    });
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    if (!isOtpShape(code.trim())) return setError(t('login.badCode'));
    void run(async () => {
      const fb = await loadFirebase();
      await complete(await fb.confirmCode(confirmation.current!, code.trim()));
    });
  };

  const emailSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = field(e, 'email');
    const password = field(e, 'password');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(t('login.badEmail'));
    if (password.length < 6) return setError(t('login.badPassword'));
    void run(async () => {
      const fb = await loadFirebase();
      await complete(await fb.emailSignIn(fb.startAuth(settings), email.trim(), password, creating));
    });
  };

  const tab = (m: Method, label: string) => (
    <button
      type="button"
      className="tab"
      aria-pressed={method === m}
      onClick={() => {
        setMethod(m);
        setError('');
      }}
    >
      {label}
    </button>
  );

  return (
    <div className="login">
      <div className="tabs" role="group" aria-label={t('login.with')}>
        {tab('phone', t('login.phone'))}
        {tab('email', t('login.email'))}
      </div>
      {method === 'phone' && !sentTo ? (
        <form className="form" onSubmit={sendCode} noValidate>
          <label className="field" htmlFor="login-phone">
            {t('login.mobile')}
          </label>
          <div className="phone-input">
            <span aria-hidden="true">+91</span>
            <input
              id="login-phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={14}
              placeholder="98765 43210"
              defaultValue={lastMobile}
              aria-describedby="login-error"
              required
            />
          </div>
          <button id="send-otp" className="button" type="submit" disabled={busy}>
            {busy ? t('login.sending') : t('login.sendOtp')}
          </button>
        </form>
      ) : null}
      {method === 'phone' && sentTo ? (
        <form className="form" onSubmit={verify} noValidate>
          <CodeSentTo text={t('login.codeSent', { phone: PHONE_MARK })} phone={formatIndianPhone(sentTo)} />
          <label className="field" htmlFor="login-otp">
            {t('login.otp')}
          </label>
          <input
            id="login-otp"
            name="otp"
            className="otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-describedby="login-error"
            required
          />
          <button className="button" type="submit" disabled={busy}>
            {busy ? t('login.checking') : t('login.verify')}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setSentTo(null);
              setError('');
            }}
          >
            {t('login.changeNumber')}
          </button>
        </form>
      ) : null}
      {method === 'email' ? (
        <form className="form" onSubmit={emailSubmit} noValidate>
          <label className="field" htmlFor="login-email">
            {t('login.email')}
          </label>
          <input id="login-email" name="email" type="email" autoComplete="email" required />
          <label className="field" htmlFor="login-password">
            {t('login.password')}
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete={creating ? 'new-password' : 'current-password'}
            required
          />
          <button className="button" type="submit" disabled={busy}>
            {creating ? t('login.create') : t('login.signIn')}
          </button>
          <button type="button" className="link-button" onClick={() => setCreating((v) => !v)}>
            {creating ? t('login.haveAccount') : t('login.newHere')}
          </button>
        </form>
      ) : null}
      <p id="login-error" className="form-error" role="alert">
        {error}
      </p>
    </div>
  );
}

/** 'Enter the 6-digit code sent to <strong>98765 43210</strong>.' in any language: the number is marked in `text`. */
function CodeSentTo({ text, phone }: { text: string; phone: string }) {
  const [before, after = ''] = text.split(PHONE_MARK);
  return (
    <p>
      {before}
      <strong>{phone}</strong>
      {after}
    </p>
  );
}

export default defineIsland('login', Login, ['login.']);
