/** What the inline script leaves on the page for the app: `replay()`, called once React owns the page. */
export interface EarlyInput {
  replay: () => void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Action =
  | { kind: 'click'; target: HTMLButtonElement }
  | { kind: 'key'; target: HTMLButtonElement; init: KeyboardEventInit }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Keeps what a visitor does to a prerendered page before React owns it, and applies it once React does.
 * scripts/build/prerender.ts inlines this function's source in every page's head (one inline script,
 * allowed by its CSP hash), so it runs before the page can be touched; it must stay self-contained.
 *
 * Until `replay()`, it keeps, and keeps from React (which may be taking the page over meanwhile), so
 * that each action is applied exactly once:
 * - a click on a button (not a form's submit button: the form's submission is kept instead);
 * - a key on a button, other than those the browser turns into a click or a focus move; the keys that
 *   move between a menu's entries (arrows, Home, End) do not scroll the page meanwhile;
 * - a form's submission, which would otherwise reload the page: prevented;
 * - each field's value after the visitor's last change (typing, pasting, autofill, ticking a box).
 * Links, and the typing itself, are the browser's own and work as they are.
 *
 * `replay()` hands each field's value to React, then applies each click, key and submission in order
 * to its element, if the page still has it. React may not have hydrated the route's view yet (it does
 * so at low priority); an event aimed at it makes React hydrate it at once and handle the event.
 */
export function earlyInput() {
  const queue: Action[] = [];
  const fields = new Map<Field, string | boolean>();
  const inRoot = (event: Event) =>
    event.target instanceof Element && event.target.closest('#root') ? event.target : null;
  const keepField = (event: Event) => {
    const field = inRoot(event);
    if (!(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ))
      return;
    event.stopPropagation();
    fields.set(
      field,
      /^(checkbox|radio)$/.test(field.type) ? (field as HTMLInputElement).checked : field.value,
    );
  };
  const handlers: Record<string, (event: Event) => void> = {
    click(event) {
      const target = inRoot(event);
      // A click on a field (a box ticked, directly or through its label) is kept as its value.
      if (target?.closest('input, textarea, select')) return event.stopPropagation();
      const button = target?.closest('button');
      if (!button || (button.type === 'submit' && button.form)) return;
      event.stopPropagation();
      queue.push({ kind: 'click', target: button });
    },
    keydown(event) {
      const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event as KeyboardEvent;
      const button = inRoot(event)?.closest('button');
      if (!button || key === 'Tab' || key === 'Enter' || key === ' ') return;
      event.stopPropagation();
      if (/^(Arrow|Home$|End$)/.test(key)) event.preventDefault();
      queue.push({ kind: 'key', target: button, init: { key, code, altKey, ctrlKey, metaKey, shiftKey } });
    },
    submit(event) {
      const form = inRoot(event);
      if (!(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      queue.push({ kind: 'submit', target: form, submitter: (event as SubmitEvent).submitter });
    },
    input: keepField,
    change: keepField,
  };
  for (const type in handlers) document.addEventListener(type, handlers[type]!, true);

  // Hydration keeps what the visitor typed on screen but not in React's state, and React writes its
  // state back at the field's next render. A value set through the element's prototype is one React
  // has not seen, so the input event that follows reaches the field's onChange (as testing libraries
  // change a field). A first event makes React hydrate the field if it has not yet, so that its record
  // of the field's value starts from what the field shows.
  const handOver = (field: Field, value: string | boolean) => {
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (typeof value === 'boolean') {
      if (!(field instanceof HTMLInputElement) || value === field.defaultChecked) return;
      // A click ticks the box to the visitor's state, from the opposite one React is then told of.
      field.checked = !value;
      field.click();
      return;
    }
    // React's own value for a text field is its default value (a select has none to compare with).
    if ('defaultValue' in field && value === field.defaultValue) return;
    field.value = `${value} `;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };

  window.__earlyInput = {
    replay() {
      for (const type in handlers) document.removeEventListener(type, handlers[type]!, true);
      window.__earlyInput = undefined;
      for (const [field, value] of fields) if (field.isConnected) handOver(field, value);
      for (const action of queue) {
        const { target } = action;
        if (!target.isConnected) continue;
        if (action.kind === 'click') action.target.click();
        else if (action.kind === 'key')
          target.dispatchEvent(
            new KeyboardEvent('keydown', { ...action.init, bubbles: true, cancelable: true }),
          );
        else action.target.requestSubmit(action.submitter?.isConnected ? action.submitter : null);
      }
    },
  };
}
