/**
 * Firebase Auth in the browser: imported only by the login island (a separate chunk, loaded on the login
 * screen), so no other page ever downloads it. Persistence is in memory: our own HttpOnly session is what
 * keeps the shopper signed in, and nothing of Firebase outlives the login page.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator, createUserWithEmailAndPassword, initializeAuth, inMemoryPersistence, RecaptchaVerifier,
  signInWithEmailAndPassword, signInWithPhoneNumber, signOut, type Auth, type ConfirmationResult,
} from 'firebase/auth';

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
  const app: FirebaseApp = initializeApp({ apiKey: s.apiKey, projectId: s.projectId, authDomain: `${s.projectId}.firebaseapp.com` });
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
  const cred = create ? await createUserWithEmailAndPassword(a, email, password) : await signInWithEmailAndPassword(a, email, password);
  return cred.user.getIdToken();
}

/** Once our session is set, Firebase has nothing more to do here. */
export async function finish(a: Auth): Promise<void> {
  verifier?.clear();
  verifier = null;
  await signOut(a).catch(() => undefined);
}

/** Sentences for Firebase's error codes. */
export function describeError(err: unknown): string {
  const code = (err as { code?: string })?.code ?? '';
  const known: Record<string, string> = {
    'auth/invalid-verification-code': 'That code is not right. Please check the SMS and try again.',
    'auth/code-expired': 'That code has expired. Please ask for a new one.',
    'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
    'auth/invalid-phone-number': 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    'auth/invalid-credential': 'The email or password is not right.',
    'auth/wrong-password': 'The email or password is not right.',
    'auth/user-not-found': 'There is no account with this email. Choose “Create an account”.',
    'auth/email-already-in-use': 'An account with this email exists. Please sign in instead.',
    'auth/weak-password': 'Please choose a password of at least 6 characters.',
    'auth/invalid-email': 'Please enter a valid email address.',
    'auth/network-request-failed': 'We cannot reach the sign-in service. Please check your connection.',
  };
  return known[code] ?? `Request failed with error: ${code || (err instanceof Error ? err.message : 'sign-in failed')}`;
}
