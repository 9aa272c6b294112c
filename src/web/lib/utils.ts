import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map, which its first merge builds otherwise: 5-15 ms that fell
 * inside the first render's task, the longest of start-up. Start-up calls this in a task of its
 * own while it waits for the network.
 */
export function warmClassMerge(): void {
  twMerge('p-0 p-1');
}
