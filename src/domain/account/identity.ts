/** Who a verified sign-in token says the shopper is. */
export interface IdentityClaims {
  uid: string;
  phone: string;
  email: string;
  name: string;
  provider: string;
}
