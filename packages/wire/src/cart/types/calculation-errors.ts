/** Errors an estimate reports while still answering 200: per-calculation application and validation errors. */
import type { RuleType } from './estimate-enums';

/**
 * A field violation inside an estimate's calculation errors.
 *
 * @group Types
 */
export interface CartFieldViolation {
  field?: string;
  description?: string;
  violatedRule?: RuleType;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/**
 * An application error inside an estimate's calculation errors.
 *
 * @group Types
 */
export interface ApplicationErrorDetails {
  code?: string;
  description?: string;
  data?: Record<string, unknown>;
}

/**
 * One calculation error: an application error or a validation error.
 *
 * @group Types
 */
export interface CalculationErrorDetails {
  applicationError?: ApplicationErrorDetails;
  validationError?: { fieldViolations?: CartFieldViolation[] };
}

/**
 * Errors that happened while estimating (the estimate still answers 200).
 *
 * @group Types
 */
export interface CalculationErrors {
  generalShippingCalculationError?: CalculationErrorDetails;
  carrierErrors?: { errors?: { carrierId?: string; error?: CalculationErrorDetails }[] };
  taxCalculationError?: CalculationErrorDetails;
  couponCalculationError?: CalculationErrorDetails;
  giftCardCalculationError?: CalculationErrorDetails;
  discountsCalculationError?: CalculationErrorDetails;
  membershipError?: CalculationErrorDetails;
  orderValidationErrors?: ApplicationErrorDetails[];
}
