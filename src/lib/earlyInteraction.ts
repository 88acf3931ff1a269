/**
 * A prerendered page is painted, and used, before the app behind it has started. Until the app
 * has hydrated it, nothing a person does may be lost:
 * - links are real links and work natively (React is kept from half-handling them meanwhile), as do
 *   a FAQ's questions (native disclosures);
 * - a press on a button, or a form submitted with Enter, is held, the control is marked busy, and
 *   the press is carried out once, on that control, once the part of the page holding it belongs to
 *   the app: the page (appReady) or, inside a part that hydrates later (`data-hydrates-later`), that
 *   part (partReady);
 * - text typed into a field stays on screen but not in React's state: what the person types is
 *   noted as they type it, and once the app is ready every field they changed is handed to React as
 *   an input event, so state holds what they typed, even where a component's first render has
 *   already put its own value back into the field.
 * One mechanism for every form and control; nothing per field.
 */

type HeldPress = { kind: 'click' | 'submit'; target: HTMLElement; busy: HTMLElement | null };

const BUSY_CLASS = 'is-pending';
/** A part of the page that hydrates after the rest of it (its code arrives as the visitor nears it). */
const HYDRATES_LATER = '[data-hydrates-later]';
let held: HeldPress | null = null;
let root: HTMLElement | null = null;
/** Whether the page, apart from its parts that hydrate later, belongs to the app. */
let pageReady = false;
const readyParts = new WeakSet<Element>();
/** True while a held press is carried out: its own events are not a new press. */
let replaying = false;

function markBusy(element: HTMLElement | null) {
  if (!element) return;
  element.classList.add(BUSY_CLASS);
  element.setAttribute('aria-busy', 'true');
}

function clearBusy(element: HTMLElement | null) {
  if (!element) return;
  element.classList.remove(BUSY_CLASS);
  element.removeAttribute('aria-busy');
}

/** Whether React has not yet taken over this element: the page has not, or a part around it has not. */
function notYetTheApps(element: Element): boolean {
  if (!pageReady) return true;
  for (let part = element.closest(HYDRATES_LATER); part; part = part.parentElement?.closest(HYDRATES_LATER) ?? null) {
    if (!readyParts.has(part)) return true;
  }
  return false;
}

/** The element of an event on the prerendered page that the app has not taken over yet, if any. */
function heldTarget(event: Event): Element | null {
  const target = event.target;
  if (replaying || !root || !(target instanceof Element) || !root.contains(target) || !notYetTheApps(target)) return null;
  return target;
}

function hold(event: Event, press: HeldPress) {
  event.preventDefault();
  event.stopPropagation();
  if (held) clearBusy(held.busy);
  held = press;
  markBusy(press.busy);
}

function onClick(event: MouseEvent) {
  const target = heldTarget(event);
  if (!target) return;
  if (target.closest('a[href], summary, label')) {
    // Native behaviour (navigation, a question opening, a label focusing its field) is right; React must not see it half-way.
    event.stopPropagation();
    return;
  }
  const button = target.closest<HTMLElement>('button, [role="button"], input[type="submit"], input[type="button"]');
  if (!button || button.matches(':disabled')) return;
  hold(event, { kind: 'click', target: button, busy: button });
}

function onSubmit(event: SubmitEvent) {
  const form = heldTarget(event);
  if (!(form instanceof HTMLFormElement)) return;
  hold(event, { kind: 'submit', target: form, busy: form.querySelector<HTMLElement>('[type="submit"]') });
}

/** Carries out the held press once the part of the page holding its control belongs to the app. */
function replayHeldPress() {
  const press = held;
  if (!press || (press.target.isConnected && notYetTheApps(press.target))) return;
  held = null;
  clearBusy(press.busy);
  if (!press.target.isConnected) return;
  replaying = true;
  try {
    if (press.kind === 'click') press.target.click();
    else (press.target as HTMLFormElement).requestSubmit();
  } finally {
    replaying = false;
  }
}

/** What the person last typed into each field, until it is handed to React. */
const typedByPerson = new WeakMap<Element, Typed>();

/** True while this module hands a field to React: its own input events are not the person's typing. */
let handingOver = false;

function onTyped(event: Event) {
  const field = event.target;
  if (handingOver || !root || !(field instanceof Element) || !root.contains(field)) return;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) typedByPerson.set(field, readTyped(field));
}

/** On the root until the page belongs to the app: what a page (and a test) can see of this layer's state. */
export const HOLDING_ATTRIBUTE = 'data-early-input';

/**
 * Starts holding presses on the prerendered page in `container`, and noting what is typed into it
 * (the browser entry, at once). Both go on for as long as the page lives: parts of a page (the
 * pincode check, the home page's booking form) hydrate later than the rest.
 */
export function holdEarlyPresses(container: HTMLElement): void {
  root = container;
  pageReady = false;
  held = null;
  container.setAttribute(HOLDING_ATTRIBUTE, 'held');
  // What was typed before this script ran: the page is as the person left it, React has touched nothing.
  for (const field of container.querySelectorAll<Field>('input, textarea, select')) if (changedByPerson(field)) typedByPerson.set(field, readTyped(field));
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onTyped, true);
  document.addEventListener('change', onTyped, true);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const CHECKABLE = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/** What the person changed, compared with what the page was rendered with. */
function changedByPerson(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

/** What the person left in a field: its text, its checked state, or its chosen options. */
type Typed = { kind: 'text'; value: string } | { kind: 'checked'; checked: boolean } | { kind: 'options'; selected: boolean[] };

function readTyped(field: Field): Typed {
  if (field instanceof HTMLSelectElement) return { kind: 'options', selected: [...field.options].map((option) => option.selected) };
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) return { kind: 'checked', checked: field.checked };
  return { kind: 'text', value: field.value };
}

/**
 * Hands one field to React. React tracks the last value it saw on each field and fires onChange
 * only when the field differs from it, so the tracked value is first reset to the rendered one
 * (through the element's own property) and the person's value written past it.
 */
function handToReact(field: Field, typed: Typed) {
  if (typed.kind === 'options') {
    const select = field as HTMLSelectElement;
    [...select.options].forEach((option, index) => (option.selected = typed.selected[index] ?? false));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!field.isConnected) return;
  const property = typed.kind === 'checked' ? 'checked' : 'value';
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
  if (!nativeSetter) return;
  if (typed.kind === 'checked') {
    const input = field as HTMLInputElement;
    input.checked = input.defaultChecked;
    nativeSetter.call(input, typed.checked);
    input.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const text = field as HTMLInputElement | HTMLTextAreaElement;
  const focused = document.activeElement === text;
  // The caret stays where the person left it; where a render had emptied the field meanwhile, it
  // goes after the text handed back, as if they had just typed it.
  const [start, end] = text.value === typed.value ? [text.selectionStart, text.selectionEnd] : [typed.value.length, typed.value.length];
  text.value = text.defaultValue;
  nativeSetter.call(text, typed.value);
  text.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && start !== null && end !== null) {
    try {
      text.setSelectionRange(start, end);
    } catch {
      // Inputs of type email or number have no selection to restore.
    }
  }
}

function adoptNow(container: ParentNode) {
  const changed: [Field, Typed][] = [];
  for (const field of container.querySelectorAll<Field>('input, textarea, select')) {
    const typed = typedByPerson.get(field);
    if (typed) changed.push([field, typed]);
  }
  handingOver = true;
  try {
    for (const [field, typed] of changed) {
      handToReact(field, typed);
      if (acceptedByReact(field, typed)) typedByPerson.delete(field);
    }
  } finally {
    handingOver = false;
  }
}

/**
 * Whether React took the value: it writes a controlled field's value back as its default value
 * when it renders it. A field in a part of the page that has not hydrated yet (the home page's
 * booking form) is not taken, and its typing stays noted for when that part hydrates.
 */
function acceptedByReact(field: Field, typed: Typed): boolean {
  return typed.kind !== 'text' || !field.isConnected || (field as HTMLInputElement | HTMLTextAreaElement).defaultValue === typed.value;
}

/**
 * Hands what was typed in `scope` to React, then carries out the held press if its control is now
 * the app's, in a task of its own: called from an effect, the input events would be handled at the
 * priority of the hydration that ran it (the lowest) and React would put the rendered value back
 * meanwhile. React renders a controlled field's input event at once, so the press sees the text.
 */
function handOver(scope: ParentNode) {
  setTimeout(() => {
    adoptNow(scope);
    replayHeldPress();
  }, 0);
}

/** The app has hydrated the page, all but its parts that hydrate later (AppReady). */
export function appReady(): void {
  if (!root || pageReady) return;
  pageReady = true;
  root.removeAttribute(HOLDING_ATTRIBUTE);
  handOver(root);
}

/**
 * A part of the page that hydrated after the rest (inside or marked `data-hydrates-later`) is now
 * the app's: what was typed or pressed in it is handed over.
 */
export function partReady(part: Element): void {
  const marked = part.closest(HYDRATES_LATER);
  if (marked) readyParts.add(marked);
  handOver(part);
}
