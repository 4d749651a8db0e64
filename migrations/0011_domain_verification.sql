-- Custom domains are served only once their owner proves control of the hostname (a DNS TXT record
-- `_storefront.<host>` or the file http://<host>/.well-known/storefront-verification.txt holding `token`).
-- status: pending (claimed, serves nothing; another shop may take it 7 days after created_at) | verified (served).
-- New rows default to pending; the rows already here were being served, so they become verified.
-- created_at and verified_at are epoch ms.
ALTER TABLE domains ADD COLUMN status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified'));
ALTER TABLE domains ADD COLUMN token TEXT NOT NULL DEFAULT '';
ALTER TABLE domains ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE domains ADD COLUMN verified_at INTEGER;

UPDATE domains SET
  status = 'verified',
  token = 'storefront-verification=' || lower(hex(randomblob(16))),
  created_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000,
  verified_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000;
