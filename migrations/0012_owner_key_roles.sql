-- Staff keys: an owner key is either the owner's (everything) or an `orders` key (reads and moves orders only).
-- Keys made before this migration are owners' keys.
ALTER TABLE owner_keys ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'orders'));
