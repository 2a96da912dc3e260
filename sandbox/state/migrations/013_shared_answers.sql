-- A client that reads the same document again and again gets the same answer each time: of the
-- identical answers written in one statement, only the newest row keeps the text, and each older
-- one names that row (response_in). A client's log is trimmed oldest first, so the row holding a
-- text outlives every row that names it.
ALTER TABLE request_log ADD COLUMN response_in bigint;
