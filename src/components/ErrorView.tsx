import type { ErrorComponentProps } from '@tanstack/react-router';

// The router's fallback when a view throws: "Unexpected Application Error!".
export function ErrorView({ error }: ErrorComponentProps) {
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="hud-panel error-view" role="alert">
      <h1 className="page-heading">Unexpected Application Error!</h1>
      <p>Something broke while drawing this screen. Reload the page, or go back to the start.</p>
      <a className="hud-button" href="/">
        Go back home
      </a>
    </section>
  );
}
