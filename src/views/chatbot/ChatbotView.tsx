// The Personal Assistant screen; its full behaviour lands with its own issue.
export default function ChatbotView() {
  return (
    <section className="hud-panel">
      <h1 className="page-heading">Personal Assistant</h1>
    </section>
  );
}
