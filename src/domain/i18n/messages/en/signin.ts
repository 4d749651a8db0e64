/** Sign-in errors the login island shows (client/lib/firebase.ts names them by Firebase's error code). */
export const signin = {
  'login.error.wrongCode': 'That code is not right. Please check the SMS and try again.',
  'login.error.codeExpired': 'That code has expired. Please ask for a new one.',
  'login.error.tooMany': 'Too many attempts. Please wait a few minutes and try again.',
  'login.error.badPhone': 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  'login.error.wrongPassword': 'The email or password is not right.',
  'login.error.noAccount': 'There is no account with this email. Choose “Create an account”.',
  'login.error.emailTaken': 'An account with this email exists. Please sign in instead.',
  'login.error.weakPassword': 'Please choose a password of at least 6 characters.',
  'login.error.badEmail': 'Please enter a valid email address.',
  'login.error.offline': 'We cannot reach the sign-in service. Please check your connection.',
  'login.error.other': 'Sign-in did not work ({code}). Please try again.',
} as const;
