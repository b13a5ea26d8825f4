-- A soil's texture in Arabic (issue 22, item 6): the crop page showed the English texture to Arabic readers.
-- Seeded from content/reference/soils.json; null where a soil has no Arabic yet (the screen falls back to English).
alter table soil_types add column texture_ar text;
