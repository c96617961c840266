import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { appAddress, DrawnLinks, DrawnPart, takeOver, useLive } from './drawn-part';
import { session } from './session';

/** Called each time Counted is drawn, so a test can see whether a part's components ran. */
const drawn = vi.fn();

function Counted({ text }: { text: string }) {
  drawn();
  return (
    <p>
      {text} <a href="/grooms">Grooms</a>
    </p>
  );
}

const page = (text: string) => (
  <main>
    <DrawnPart as="section" className="facts">
      <Counted text={text} />
    </DrawnPart>
  </main>
);

/** Draws the page as the server does, then takes it over as main.tsx does. */
function takeOverDrawnPage(drawnText: string, appText: string) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(drawnText));
  drawn.mockClear();
  act(() => takeOver(() => hydrateRoot(container, page(appText))));
  return container;
}

afterEach(() => {
  session.signOut('logout');
  document.body.innerHTML = '';
});

describe('DrawnPart', () => {
  it('keeps the drawn HTML and runs none of its components when the app takes a drawn page over', () => {
    const container = takeOverDrawnPage('Drawn on the server', 'Drawn in the browser');
    expect(drawn).not.toHaveBeenCalled();
    expect(container.querySelector('section.facts')).toHaveTextContent('Drawn on the server');
    expect(container.querySelector('section.facts[data-drawn] a')).toHaveAttribute('href', '/grooms');
  });

  it('draws its children for a signed-in member, who may see more than the drawn visitor page', () => {
    session.signIn('token', 'Nimal');
    const container = takeOverDrawnPage('Drawn on the server', 'Drawn for the member');
    expect(drawn).toHaveBeenCalled();
    expect(container.querySelector('section.facts')).toHaveTextContent('Drawn for the member');
  });

  it('draws its children when a member signs in after the page was taken over', () => {
    const container = takeOverDrawnPage('Drawn on the server', 'Drawn for the member');
    act(() => session.signIn('token', 'Nimal'));
    expect(container.querySelector('section.facts')).toHaveTextContent('Drawn for the member');
    expect(container.querySelectorAll('section.facts p')).toHaveLength(1);
  });

  it('draws its children on a page the browser draws', () => {
    render(page('Drawn in the browser'));
    expect(screen.getByText(/Drawn in the browser/)).toBeInTheDocument();
  });
});

describe('useLive', () => {
  function Send() {
    return (
      <button type="submit" disabled={!useLive()}>
        Send
      </button>
    );
  }

  it('is false on the server and while the app takes the page over, true once it has', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Send />);
    expect(container.querySelector('button')).toBeDisabled();
    act(() => takeOver(() => hydrateRoot(container, <Send />)));
    expect(container.querySelector('button')).toBeEnabled();
  });

  it('is true on a page the browser draws', () => {
    render(<Send />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('appAddress', () => {
  function clickOn(html: string, init: MouseEventInit = {}) {
    document.body.innerHTML = html;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: document.querySelector('a') });
    return event;
  }

  it('opens a plain click on a drawn link to this site in the app', () => {
    expect(appAddress(clickOn('<div data-drawn><a href="/grooms?page=2#top">x</a></div>'), undefined)).toBe(
      '/grooms?page=2#top',
    );
    expect(appAddress(clickOn('<div data-drawn><a href="/si/grooms">x</a></div>'), '/si')).toBe('/grooms');
    expect(appAddress(clickOn('<div data-drawn><a href="/si">x</a></div>'), '/si')).toBe('/');
  });

  it('leaves every other click to the browser', () => {
    const drawn = '<div data-drawn><a href="/grooms">x</a></div>';
    expect(appAddress(clickOn('<div><a href="/grooms">x</a></div>'), undefined)).toBeUndefined();
    expect(appAddress(clickOn(drawn, { ctrlKey: true }), undefined)).toBeUndefined();
    expect(appAddress(clickOn(drawn, { metaKey: true }), undefined)).toBeUndefined();
    expect(appAddress(clickOn(drawn, { shiftKey: true }), undefined)).toBeUndefined();
    expect(appAddress(clickOn(drawn, { button: 1 }), undefined)).toBeUndefined();
    expect(
      appAddress(clickOn('<div data-drawn><a href="/grooms" target="_blank">x</a></div>'), undefined),
    ).toBeUndefined();
    expect(appAddress(clickOn('<div data-drawn><a href="/x.pdf" download>x</a></div>'), undefined)).toBeUndefined();
    expect(
      appAddress(clickOn('<div data-drawn><a href="https://example.org/">x</a></div>'), undefined),
    ).toBeUndefined();
    // A link to the page in another language reloads: the app runs in one language.
    expect(appAddress(clickOn('<div data-drawn><a href="/ta/grooms">x</a></div>'), '/si')).toBeUndefined();
    expect(appAddress(clickOn('<div data-drawn><a href="/sinhala">x</a></div>'), '/si')).toBeUndefined();
  });
});

describe('DrawnLinks', () => {
  function Where() {
    return <output>{useLocation().pathname}</output>;
  }

  it('opens a drawn link in the app without reloading, and leaves the app its own links', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <DrawnLinks />
        <DrawnPart>
          <a href="/grooms">Grooms</a>
        </DrawnPart>
        <Link to="/brides">Brides</Link>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const drawnClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void screen.getByRole('link', { name: 'Grooms' }).dispatchEvent(drawnClick));
    expect(drawnClick.defaultPrevented).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/grooms');
    fireEvent.click(screen.getByRole('link', { name: 'Brides' }));
    expect(screen.getByRole('status')).toHaveTextContent('/brides');
  });
});
