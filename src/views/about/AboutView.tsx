// The About screen; its full behaviour lands with its own issue.
export default function AboutView() {
  return (
    <section className="hud-panel">
      <h1 className="page-heading">About</h1>
    </section>
  );
}
