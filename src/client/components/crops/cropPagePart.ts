import type { CropDetail } from '../../hooks/useCrop';
import type { CropSummary } from '../../lib/cropDisplay';

/** What a part of a crop's page is given: the crop as read, and its summary (the names, type and seasons). */
export interface CropPagePartProps {
  crop: CropDetail;
  summary: CropSummary;
}
