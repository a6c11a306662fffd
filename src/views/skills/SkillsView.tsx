// The Skills screen; its full behaviour lands with its own issue.
export default function SkillsView() {
  return (
    <section className="hud-panel">
      <h1 className="page-heading">Skills</h1>
    </section>
  );
}
