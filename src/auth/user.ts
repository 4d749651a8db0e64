/** The signed-in shopper, as the auth middleware puts it in `c.get('user')`. */
export interface SignedInUser {
  /** Firebase uid: the key of everything personal (always together with the shop's id). */
  uid: string;
  /** E.164 phone number (phone sign-in), or '' */
  phone: string;
  email: string;
  name: string;
  /** how this request proved who it is: our `userToken` session cookie or `token`+`uid` headers */
  via: 'session' | 'token';
  /** SHA-256 of the session cookie (via 'session'), to log out exactly this session */
  sessionHash?: string;
}
