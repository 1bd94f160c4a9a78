ALTER TABLE "search_sessions" DROP CONSTRAINT "search_sessions_owner_user_id_users_id_fk";
