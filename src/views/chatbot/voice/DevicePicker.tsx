import type { DeviceKind, DeviceOption } from '../../../../machines/voiceCall';

interface DevicePickerProps {
  devices: Record<DeviceKind, DeviceOption[]>;
  selected: Record<DeviceKind, string>;
  onSelect: (kind: DeviceKind, deviceId: string) => void;
}

const LABELS: Record<DeviceKind, string> = { microphone: 'Microphone', speaker: 'Speaker' };

/** The call's microphone and speaker; a browser that cannot pick the speaker lists none, and then shows no speaker choice. */
export function DevicePicker({ devices, selected, onSelect }: DevicePickerProps) {
  const kinds = (['microphone', 'speaker'] as const).filter((kind) => devices[kind].length > 0);
  if (kinds.length === 0) return null;
  return (
    <div className="voice__devices">
      {kinds.map((kind) => {
        const options = devices[kind];
        // A picked device that went away (unplugged) shows the browser's first choice instead.
        const value = options.some((o) => o.deviceId === selected[kind])
          ? selected[kind]
          : options[0]!.deviceId;
        return (
          <label key={kind} className="voice__device">
            <span>{LABELS[kind]}</span>
            <select
              className="hud-input voice__select"
              value={value}
              onChange={(e) => onSelect(kind, e.target.value)}
            >
              {options.map((o) => (
                <option key={o.deviceId} value={o.deviceId}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </div>
  );
}
