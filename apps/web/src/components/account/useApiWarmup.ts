'use client';
import { useEffect } from 'react';
import { getApiClient } from '@/lib/api';

/**
 * Prepares the API client when a form appears, so the first submit does not wait for it (in
 * mock builds this starts the mock's service worker before the visitor can go offline).
 */
export function useApiWarmup(): void {
  useEffect(() => {
    void getApiClient();
  }, []);
}
