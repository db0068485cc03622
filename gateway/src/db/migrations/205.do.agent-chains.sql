-- Agent chains settle together (docs/gateway/design-notes.md "agent pay: chains"): every signed contract of a chain writes its statement
-- for the same span in one transaction, and an upline's statement lists each contracted agent below with the
-- amount of that agent's own statement for the span.
-- What the upline's result held back of this statement's gross (a chain never pays more than the top rate of the
-- top team's result); 0 when nothing was held back.
ALTER TABLE contract_record ADD COLUMN capped INTEGER NOT NULL DEFAULT 0;
-- The downline agent's own statement for the same span (its amount is `amount`).
ALTER TABLE contract_statement_downline ADD COLUMN downline_record_id INTEGER REFERENCES contract_record(id);
