export {
  cinemaPurchaseSteps,
  eventPurchaseSteps,
  Stepper,
  type StepperProps,
  type StepperStep,
  type StepState,
  stepStates,
} from './Stepper'
