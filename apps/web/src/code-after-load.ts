/**
 * A page drawn on the server (web.routes.ts) is readable before any script runs, so its code is
 * asked for only once what the first screen shows has come (the `load` event, then one frame):
 * on a slow network the page's CSS, fonts and first photos are not slowed by some 150 KB of code
 * sharing the line. The code's tags wait, inert, in a template beside this script. A person who
 * touches the page or a key first starts the code at once, and a page whose pictures are slow to
 * come starts it after 4 seconds all the same.
 *
 * Until the app has taken the page over, its links are plain links: one followed leaves the page
 * as a plain link does. The code is then not started under it, and code already started waits
 * (main.tsx reads `data-leaving` on the page's root element): the app's router, starting, would
 * stop the next page from loading. A page the browser brings back (Back, from its cache) goes on.
 */
const code = document.getElementById('vivaha-code');
let started = false;
let leaving = false;

function start() {
  if (started || leaving || !(code instanceof HTMLTemplateElement)) return;
  started = true;
  for (const tag of Array.from(code.content.children)) {
    // Made afresh: a script only runs when the page makes it, not when it is copied from a template.
    const element = document.createElement(tag.localName);
    for (const { name, value } of Array.from(tag.attributes)) element.setAttribute(name, value);
    document.body.append(element);
  }
}

/** The link an event is on, if any. */
const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest('a[href]') : null);

/** Whether a click follows a link to another page in this tab, as the browser does without the app. */
function leaves(event: MouseEvent) {
  const link = linkOf(event);
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  // Not a phone number or mail address, nor a place on this same page (the skip link).
  if (link.protocol !== 'http:' && link.protocol !== 'https:') return false;
  return !(link.hash && link.pathname === location.pathname && link.search === location.search);
}

const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
if (document.readyState === 'complete') afterFrame();
else addEventListener('load', afterFrame, { once: true });
for (const type of ['pointerdown', 'keydown', 'focusin'])
  addEventListener(type, (event) => linkOf(event) || start(), { capture: true, passive: true });
addEventListener('click', (event) => {
  if (!leaves(event)) return;
  leaving = true;
  document.documentElement.dataset.leaving = '';
});
addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  leaving = false;
  delete document.documentElement.dataset.leaving;
  afterFrame();
});
setTimeout(start, 4000);
