import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';

/**
 * What a page drawn on the server notes while it is drawn (entry-server.tsx): its head's words
 * beyond its route's own, and the screens it was drawn with, which the browser loads before it
 * takes the page over.
 */
export interface PageHead {
  title?: string;
  screens?: string[];
}

/**
 * What a drawn page carries for the browser (`<script id="vivaha-state">`): the answers it was
 * drawn from, and the screens and words it was drawn with, all ready before the app takes it over.
 */
export interface DrawnState {
  queries: DehydratedState;
  screens: string[];
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
