// The Projects screen; its full behaviour lands with its own issue.
export default function ProjectsView() {
  return (
    <section className="hud-panel">
      <h1 className="page-heading">Projects</h1>
    </section>
  );
}
