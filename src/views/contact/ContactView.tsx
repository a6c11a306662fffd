// The Contact Me screen; its full behaviour lands with its own issue.
export default function ContactView() {
  return (
    <section className="hud-panel">
      <h1 className="page-heading">Contact Me</h1>
    </section>
  );
}
