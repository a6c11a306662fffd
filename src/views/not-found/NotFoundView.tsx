import { Link } from '@tanstack/react-router';

export default function NotFoundView() {
  return (
    <section className="hud-panel">
      <h1 className="page-heading">404</h1>
      <p>LOOKS LIKE YOU ARE</p>
      <p>LOST</p>
      <Link to="/">Go back home</Link>
    </section>
  );
}
