/**
 * Firebase Auth in the browser: imported only by the login island (a separate chunk, loaded on the login
 * screen), so no other page ever downloads it. Persistence is in memory: our own HttpOnly session is what
 * keeps the shopper signed in, and nothing of Firebase outlives the login page.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  inMemoryPersistence,
  RecaptchaVerifier,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signOut,
  type Auth,
  type ConfirmationResult,
} from 'firebase/auth';
import type { signin } from '../../src/domain/i18n/messages/en/signin';

type SignInErrorId = keyof typeof signin;

export interface FirebaseSettings {
  projectId: string;
  apiKey: string;
  /** http://host:port of the Auth emulator, when the page says so */
  emulatorUrl: string | null;
}

let auth: Auth | null = null;
let verifier: RecaptchaVerifier | null = null;

export function startAuth(s: FirebaseSettings): Auth {
  if (auth) return auth;
  const app: FirebaseApp = initializeApp({
    apiKey: s.apiKey,
    projectId: s.projectId,
    authDomain: `${s.projectId}.firebaseapp.com`,
  });
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (s.emulatorUrl) {
    connectAuthEmulator(auth, s.emulatorUrl, { disableWarnings: true });
    // The emulator needs no real reCAPTCHA: the SDK's mock verifier loads nothing from Google.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}

/** Sends the one-time code by SMS (the emulator keeps it for its REST API); an invisible reCAPTCHA on the button. */
export async function sendCode(a: Auth, e164: string, buttonId: string): Promise<ConfirmationResult> {
  verifier?.clear();
  verifier = new RecaptchaVerifier(a, buttonId, { size: 'invisible' });
  return signInWithPhoneNumber(a, e164, verifier);
}

export async function confirmCode(confirmation: ConfirmationResult, code: string): Promise<string> {
  const cred = await confirmation.confirm(code);
  return cred.user.getIdToken();
}

export async function emailSignIn(a: Auth, email: string, password: string, create: boolean): Promise<string> {
  const cred = create
    ? await createUserWithEmailAndPassword(a, email, password)
    : await signInWithEmailAndPassword(a, email, password);
  return cred.user.getIdToken();
}

/** Once our session is set, Firebase has nothing more to do here. */
export async function finish(a: Auth): Promise<void> {
  verifier?.clear();
  verifier = null;
  await signOut(a).catch(() => undefined);
}

/** The message (signin.ts under src/domain/i18n/messages) for Firebase's error code, said in the page's language by the island. */
export function describeError(err: unknown): { id: SignInErrorId; values?: { code: string } } {
  const code = (err as { code?: string })?.code ?? '';
  const known: Record<string, SignInErrorId> = {
    'auth/invalid-verification-code': 'login.error.wrongCode',
    'auth/code-expired': 'login.error.codeExpired',
    'auth/too-many-requests': 'login.error.tooMany',
    'auth/invalid-phone-number': 'login.error.badPhone',
    'auth/invalid-credential': 'login.error.wrongPassword',
    'auth/wrong-password': 'login.error.wrongPassword',
    'auth/user-not-found': 'login.error.noAccount',
    'auth/email-already-in-use': 'login.error.emailTaken',
    'auth/weak-password': 'login.error.weakPassword',
    'auth/invalid-email': 'login.error.badEmail',
    'auth/network-request-failed': 'login.error.offline',
  };
  return Object.hasOwn(known, code)
    ? { id: known[code]! }
    : { id: 'login.error.other', values: { code: code || 'sign-in' } };
}
