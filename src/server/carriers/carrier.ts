import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type {
  BoughtLabel,
  CarrierErrorKind,
  CarrierProblem,
  CarrierRate,
  LabelRef,
  LabelRequest,
  RateRequest,
  Tracking,
} from '../../domain/shipping/carrier';
import { AppError } from '../lib/errors';

export interface BuyOptions {
  idempotencyKey: string;
  /**
   * Tracking numbers the caller holds already, one per parcel (a station's own-fleet labels printed
   * offline from its reserved block): our own fleet takes them instead of new ones; a provider, which
   * issues its own, ignores them.
   */
  trackingNumbers?: readonly string[];
}

/** One way of shipping: our own fleet or a provider's API. */
export interface CarrierAdapter {
  /** What the shipment's header shows as the carrier system, e.g. 'own-fleet', 'easypost'. */
  readonly provider: string;
  rates(request: RateRequest): Promise<CarrierRate[]>;
  /**
   * Buys one label per parcel. Calling it again with the same `idempotencyKey` (after a timeout, a
   * crash) returns the labels already bought instead of buying more: keep the key per purchase and
   * take a new one only after a void.
   */
  buyLabel(request: LabelRequest, options: BuyOptions): Promise<BoughtLabel>;
  voidLabel(ref: LabelRef): Promise<void>;
  track(trackingNumber: string): Promise<Tracking>;
}

const ADVICE: Record<CarrierErrorKind, string> = {
  credentials: 'Check the API key of this carrier in Settings › Shipping API, then try again.',
  address: 'Correct the address the carrier names, then try again.',
  timeout: 'The carrier did not answer in time. Try again: a label bought meanwhile is found, not bought twice.',
  unavailable: 'The carrier cannot be reached now. Try again in a few minutes.',
  rejected: 'The carrier refused the request. Change what its message names, or choose another service.',
};

// The user's session is not what failed, so never 401/403 (the web would sign the user out); a refusal
// the user can fix is 422, a carrier that failed us is 502, one that did not answer 504.
const STATUS: Record<CarrierErrorKind, ContentfulStatusCode> = {
  credentials: 422,
  address: 422,
  rejected: 422,
  unavailable: 502,
  timeout: 504,
};

export function httpStatusOf(kind: CarrierErrorKind): ContentfulStatusCode {
  return STATUS[kind];
}

/** Every failure of a carrier adapter: the provider's own words kept verbatim beside our advice. */
export class CarrierError extends Error {
  readonly advice: string;

  constructor(
    readonly kind: CarrierErrorKind,
    readonly carrierMessage: string,
  ) {
    super(`${kind}: ${carrierMessage}`);
    this.name = 'CarrierError';
    this.advice = ADVICE[kind];
  }

  get problem(): CarrierProblem {
    return { kind: this.kind, carrierMessage: this.carrierMessage, advice: this.advice };
  }

  /** The API answer for routes: the status of its kind, the problem as payload for the inline message. */
  toAppError(): AppError {
    return new AppError(httpStatusOf(this.kind), this.advice, this.problem);
  }
}
