-- A promotion whose rules ask for the deposit proof: an application without an image is refused
-- (promotion.proof_required) and the front-end marks the images field required. The seed's welcome bonus
-- ("send the receipt of your first deposit") asks for it.
ALTER TABLE promotion ADD COLUMN proof_required INTEGER NOT NULL DEFAULT 0;
UPDATE promotion SET proof_required = 1 WHERE title_en = 'Welcome bonus';
