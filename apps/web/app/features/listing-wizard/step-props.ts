import type { FieldErrors } from './wizard-validation';
import type { WizardValues } from './wizard-types';

export interface StepProps {
  values: WizardValues;
  errors: FieldErrors;
  set: <K extends keyof WizardValues>(name: K, value: WizardValues[K]) => void;
  update: (change: Partial<WizardValues>) => void;
  /** Opens another step (a notice's "Edit the price"). */
  goTo?: (step: number) => void;
}
