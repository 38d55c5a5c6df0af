-- Consent records are proof: nothing may change one. Only the retention cron deletes them.
CREATE TRIGGER `consent_records_append_only` BEFORE UPDATE ON `consent_records`
BEGIN
  SELECT RAISE(ABORT, 'consent_records is append-only');
END;
