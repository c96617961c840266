/**
 * A page drawn on the server (web.routes.ts) is readable before any script runs, so its code is
 * asked for only once what the first screen shows has come (the `load` event, then one frame):
 * on a slow network the page's CSS, fonts and first photos are not slowed by some 150 KB of code
 * sharing the line. The code's tags wait, inert, in a template beside this script. A person who
 * touches the page or a key first starts the code at once, and a page whose pictures are slow to
 * come starts it after 4 seconds all the same.
 *
 * Until the app has taken the page over, its links are plain links and its forms plain forms: one
 * followed or sent leaves the page as it would without the app. The code is then not started
 * under it, and code already started waits (main.tsx reads `data-leaving` on the page's root
 * element): the app's router, starting, would stop the next page from loading. A page the browser
 * brings back (Back, from its cache), or that is still here 10 seconds later (the visit was stopped,
 * or answered with nothing to show), goes on.
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

/** The address without its fragment: a link to a place on this same page does not leave it. */
const withoutPlace = (address: string) => address.split('#')[0];

/** Whether a click follows a link to another page in this tab, as the browser does without the app. */
function leaves(event: MouseEvent) {
  const link = linkOf(event);
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  // Not a phone number or mail address, nor a place on this same page (the skip link).
  if (link.protocol !== 'http:' && link.protocol !== 'https:') return false;
  return !(link.href.includes('#') && withoutPlace(link.href) === withoutPlace(location.href));
}

/** Notes that the page is being left, until it is shown again or is still here after 10 seconds. */
function leave() {
  leaving = true;
  document.documentElement.dataset.leaving = '';
  setTimeout(stay, 10_000);
}

function stay() {
  if (!leaving) return;
  leaving = false;
  delete document.documentElement.dataset.leaving;
  afterFrame();
}

const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
if (document.readyState === 'complete') afterFrame();
else addEventListener('load', afterFrame, { once: true });
for (const type of ['pointerdown', 'keydown', 'focusin'])
  addEventListener(type, (event) => linkOf(event) || start(), { capture: true, passive: true });
addEventListener('click', (event) => {
  if (leaves(event)) leave();
});
addEventListener('submit', (event) => {
  const form = event.target;
  if (!event.defaultPrevented && form instanceof HTMLFormElement && (!form.target || form.target === '_self')) leave();
});
addEventListener('pageshow', (event) => {
  if (event.persisted) stay();
});
setTimeout(start, 4000);
