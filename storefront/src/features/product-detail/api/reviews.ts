import { type Review, type ReviewInput, reviewSchema } from '@shop/contracts';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import type { DetailKind } from '../lib/detail-item';
import { detailItemPath } from './get-detail-item';

export function reviewsPath(kind: DetailKind, id: string): string {
  return `${detailItemPath(kind, id)}/reviews`;
}

const reviewListSchema = z.array(reviewSchema);

export function fetchReviews(path: string): Promise<Review[]> {
  return apiRequest(path, { schema: reviewListSchema });
}

/** Adds a review (POST .../reviews) and answers the created review. */
export function createReview(path: string, input: ReviewInput): Promise<Review> {
  return apiRequest(path, { method: 'POST', body: input, schema: reviewSchema });
}

/** The reviews of one item; a failed load is only logged and the list is empty (spec point 8). */
export function useReviews(kind: DetailKind, id: string) {
  const path = reviewsPath(kind, id);
  const { data, isLoading, mutate } = useSWR(path, fetchReviews, {
    revalidateOnFocus: false,
    onError: (error) => console.warn('Failed to load reviews', error),
  });
  return { path, reviews: data ?? [], isLoading, mutate };
}
