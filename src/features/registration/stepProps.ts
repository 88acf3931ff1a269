import type { Registration } from './useRegistration';
import type { DetailsField } from './validation';

export interface WizardIds {
  phone: string;
  otp: string;
  detail: (field: DetailsField) => string;
}

/** What every step component receives from the wizard. */
export interface StepProps {
  registration: Registration;
  ids: WizardIds;
  level: 2 | 3;
  headingRef: React.Ref<HTMLHeadingElement>;
}
