/** The voice view's title bar; also shown while the view's own chunk loads, so Switch Assistant always works. */
export function VoiceBar({ onSwitch }: { onSwitch: () => void }) {
  return (
    <div className="chat__bar">
      <h2 className="chat__title">Voice</h2>
      <button type="button" className="hud-button hud-button--ghost" onClick={onSwitch}>
        Switch Assistant
      </button>
    </div>
  );
}
