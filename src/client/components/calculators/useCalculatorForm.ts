import type { Dispatch, SetStateAction } from 'react';
import { useGuideCrops } from '../../hooks/useGuideCrops';
import { hasStringFields, useSessionState } from '../../hooks/useSessionState';
import type { GuideCrop } from '../../lib/cropCalculator';

export type CalculatorForm = Record<string, string>;

/** A calculator's fields as typed (strings), kept for the tab under `key` (useSessionState), and a setter per field. */
export function useCalculatorForm<Form extends CalculatorForm>(key: string, empty: Form) {
  const [form, setForm] = useSessionState<Form>(key, empty, hasStringFields(empty));
  const set = (field: keyof Form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  return { form, setForm, set };
}

/**
 * Starting a calculator from a crop of the guide: choosing one keeps its id in `cropId` and fills in `fill(crop)`
 * (figures stay editable); choosing none forgets the crop and keeps the figures. `chosenCrop` is the one chosen.
 */
export function useGuideCropStart<Form extends CalculatorForm & { cropId: string }>(
  form: Form,
  setForm: Dispatch<SetStateAction<Form>>,
  fill: (crop: GuideCrop) => Partial<Form>,
) {
  const crops = useGuideCrops();
  const chooseCrop = (crop: GuideCrop | null) => {
    if (!crop) return setForm((current) => ({ ...current, cropId: '' }));
    const filled = fill(crop);
    setForm((current) => ({ ...current, cropId: crop.id, ...filled }));
  };
  const chosenCrop = crops.data?.find((crop) => crop.id === form.cropId) ?? null;
  return { chooseCrop, chosenCrop };
}
