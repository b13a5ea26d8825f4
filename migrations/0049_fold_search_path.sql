-- The document functions call arabic_fold by name. A restore (pg_dump's script runs with an empty search_path) inlines
-- them into the generated search columns and could not find it: each function keeps the schema it was made in.
alter function arabic_search_words(text) set search_path from current;
