-- Who is asking, kept for a few seconds by every app process (features/auth/session-memo.ts;
-- docs/decisions/0039). Any change to a user's row or the end of one of their sessions, by whatever
-- writes it (the app, another app process, a command-line tool, a person at psql), tells every
-- listening process at commit, and each forgets what it kept about that user.
-- The payload is the user's id; PostgreSQL sends one notification per user and transaction.
CREATE FUNCTION session_memo_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_memo', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('session_memo', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_memo AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION session_memo_forget();
--> statement-breakpoint
CREATE TRIGGER sessions_session_memo AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION session_memo_forget();
