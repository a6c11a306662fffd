// The owner page's own stylesheet and script, served from /owner (the site's CSP allows same-origin
// files and nothing inline). They live here, not in src/, so nothing of them reaches the site's bundle.

export const OWNER_CSS = `
:root { color-scheme: dark; --bg: #0b0f14; --panel: #141b24; --line: #2a3644; --text: #e6edf3; --muted: #9fb0c0; --accent: #4fd1c5; --warn: #f6ad55; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--text); }
main { max-width: 64rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
h2 { font-size: 1.1rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
a { color: var(--accent); }
.muted { color: var(--muted); }
.bar { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; justify-content: space-between; }
form.inline { display: inline-flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
input, button, select { font: inherit; color: var(--text); background: var(--panel); border: 1px solid var(--line); border-radius: 4px; padding: .35rem .6rem; }
button { cursor: pointer; }
button:hover, button:focus-visible, summary:focus-visible { border-color: var(--accent); outline: none; }
.totals { display: flex; gap: 1.5rem; flex-wrap: wrap; margin: 1rem 0; }
.totals div { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: .5rem 1rem; }
.totals strong { display: block; font-size: 1.5rem; }
svg.chart { width: 100%; height: 10rem; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
svg.chart rect { fill: var(--accent); }
.axis { display: flex; justify-content: space-between; font-size: .85rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
.group { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: .5rem 1rem; margin: .75rem 0; }
.group h3 { margin: .25rem 0; font-size: 1rem; color: var(--warn); }
.group li { margin: .5rem 0; }
summary { cursor: pointer; display: inline-block; border: 1px solid var(--line); border-radius: 4px; padding: .1rem .5rem; margin-left: .5rem; font-size: .9rem; }
textarea { width: 100%; font: 13px/1.4 ui-monospace, monospace; color: var(--text); background: var(--bg); border: 1px solid var(--line); margin-top: .5rem; }
.error { color: var(--warn); }
.login { max-width: 24rem; margin: 15vh auto; }
.login form { display: grid; gap: .75rem; }
`;

// Copies a draft faq entry; where the clipboard is refused, selects it for the owner to copy.
export const OWNER_JS = `
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
  if (!button) return;
  const text = button.parentElement && button.parentElement.querySelector('textarea');
  if (!text) return;
  const selectIt = () => { text.focus(); text.select(); button.textContent = 'Selected: press Ctrl+C'; };
  if (navigator.clipboard) navigator.clipboard.writeText(text.value).then(() => { button.textContent = 'Copied'; }, selectIt);
  else selectIt();
});
`;
