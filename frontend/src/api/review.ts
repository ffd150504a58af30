import type { ReviewView } from '@avtalt/contracts';
import { apiJson } from './http';

const base = (id: string) => `/api/agreements/${encodeURIComponent(id)}/review`;

/** `PUT …/review`: a party sets the date to look at the agreement again (docs/reviews.md). */
export function setReview(id: string, reviewOn: string): Promise<ReviewView> {
  return apiJson<ReviewView>('PUT', base(id), { reviewOn });
}

/** `POST …/review/confirm`: a party records «Avtalen gjelder fortsatt» (the next review a year on). */
export function confirmReview(id: string): Promise<ReviewView> {
  return apiJson<ReviewView>('POST', `${base(id)}/confirm`);
}
