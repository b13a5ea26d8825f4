import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface FormModal {
  modalId: string;
  title: string;
  /** False for a form that must not be lost to a stray click (a restore). */
  closeOnClickOutside?: boolean;
  /** The form, given `close` for its Back and for its submit (which closes the modal before it acts). */
  form: (close: () => void) => ReactNode;
}

/** Open a form (a reason, a tracking number, an amount, a typed confirmation) in a modal. */
export function openFormModal({ form, ...settings }: FormModal): void {
  // The close button is in the modal's <header>: a 44 px target, like every control of a header on a phone.
  modals.open({ closeButtonProps: { size: 'xl' }, ...settings, children: form(() => modals.close(settings.modalId)) });
}
