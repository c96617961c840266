/**
 * What `react` is in the built app: Preact's compatibility layer (vite.config.ts), about 9 KB
 * with Preact itself where React DOM is 57, so a phone's first download stays in its budget
 * (docs/decisions/015-react-api-on-preact.md).
 *
 * React Router imports two React 19 hooks that Preact does not have. Only its data router
 * (RouterProvider) calls them; the app uses BrowserRouter and StaticRouter, so they are here only
 * for the import to resolve, and say so if anything ever calls them.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {string} name */
const missing = (name) => () => {
  throw new Error(`${name} is not available: the app runs on Preact (src/preact/react.js).`);
};
export const useOptimistic = missing('useOptimistic');
export const useActionState = missing('useActionState');
