/** A crop or guide found by the search: enough to show and link it (the crops domain's search fills it). */
export interface SearchHit {
  id: string;
  slug: string | null;
  title: string;
  title_ar: string | null;
  description: string | null;
  image_url: string | null;
}
