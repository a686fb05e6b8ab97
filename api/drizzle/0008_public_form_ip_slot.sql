-- One round trip per public form write (fast under load): the per-IP hourly limit is checked inside the INSERT that
-- stores the request, instead of BEGIN / lock / count / insert / COMMIT from the API (five round trips).
-- The function takes the advisory lock on the IP first and only then counts: as a VOLATILE function its count runs on
-- a fresh snapshot, so it sees every row committed by whoever held the lock before, and the lock is held until the
-- calling statement commits. Concurrent requests across API instances therefore cannot overshoot the limit.
-- p_table is one of the API's own table names (never visitor input); format('%I') quotes it anyway.
CREATE OR REPLACE FUNCTION public_form_ip_slot(p_table text, p_lock_key text, p_ip text, p_max integer)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  recent integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_lock_key));
  EXECUTE format('SELECT count(*) FROM %I WHERE ip = $1 AND created_at > now() - interval ''1 hour''', p_table)
    INTO recent
    USING p_ip;
  RETURN recent < p_max;
END;
$$;
