/**
 * The parts of jose the Worker uses, import()ed by the first request that needs one (#40 item 1): through this
 * module the bundle keeps only these, where `import('jose')` would keep the whole package.
 */
export { decodeJwt, importJWK, jwtVerify, SignJWT } from 'jose';
