// The Hackathons screen; its full behaviour lands with its own issue.
export default function HackathonsView() {
  return (
    <section className="hud-panel">
      <h1 className="page-heading">Hackathons</h1>
    </section>
  );
}
