import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

import { CHUNK_LOAD_TIMEOUT_MS } from '@vivaha/shared/constants';
import { paths } from '@vivaha/shared/routes';

import { FullWidthLayout } from './layouts/full-width-layout';
import { HomeRoute } from './routes/home';

/**
 * A screen loaded with its own chunk. The load gives up after the spec's 120 seconds so the
 * error screen can offer a reload instead of a spinner that never ends.
 */
function screen(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() =>
    Promise.race([
      load().then((module) => ({ default: module.Component })),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('The page took too long to load.')), CHUNK_LOAD_TIMEOUT_MS),
      ),
    ]),
  );
}

const About = screen(() => import('./routes/about'));
const Privacy = screen(() => import('./routes/privacy'));
const Terms = screen(() => import('./routes/terms'));
const Faq = screen(() => import('./routes/faq'));
const Contact = screen(() => import('./routes/contact'));
const NotFound = screen(() => import('./routes/not-found'));

/** The route table of spec section 2; titles come from the shared table by path. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<FullWidthLayout />}>
          <Route path={paths.home} element={<HomeRoute />} />
          <Route path={paths.about} element={<About />} />
          <Route path={paths.privacy} element={<Privacy />} />
          <Route path={paths.terms} element={<Terms />} />
          <Route path={paths.faq} element={<Faq />} />
          <Route path={paths.contact} element={<Contact />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
