-- Trigram similarity for typo-tolerant feed search. Trusted since PostgreSQL 13, and bundled with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
