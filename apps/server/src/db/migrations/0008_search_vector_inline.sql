-- A catalogue row is larger than PostgreSQL's 2 kB toasting threshold, and the search vector is its
-- largest value, so by default it is the one compressed or moved out of the row. Every text search
-- then decompresses the vector of each row it checks (prefix matches are always rechecked), which
-- made a search for a common word several times slower. MAIN keeps the vector in the row,
-- uncompressed unless the row cannot fit otherwise; the other large values are moved out first.
ALTER TABLE "feeds" ALTER COLUMN "search_vector" SET STORAGE MAIN;
