import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import type { HydrationState } from 'react-router';

/** What a page drawn on the server puts in its head beyond its route's own words (entry-server.tsx). */
export interface PageHead {
  title?: string;
}

/**
 * What a drawn page carries for the browser (`<script id="vivaha-state">`): the answers its
 * loaders fetched, what the router's loaders returned, and the words it was drawn with, all
 * ready before the app takes it over.
 */
export interface DrawnState {
  queries: DehydratedState;
  router: HydrationState;
  namespaces: string[];
}

/** On the server only: where a drawn page's parts note what its head should say. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * Gives the page a title of its own ("Hindu Brides - Vivaha"): in the browser the document's, on
 * the server the drawn page's `<title>`, so search engines and link previews see it too.
 */
export function usePageTitle(title: string | undefined) {
  const note = useContext(PageHeadContext);
  if (note && title) note({ title });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
