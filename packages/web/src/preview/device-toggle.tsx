export type PreviewDevice = 'desktop' | 'phone';

const DEVICES: readonly { device: PreviewDevice; label: string }[] = [
  { device: 'desktop', label: 'Desktop' },
  { device: 'phone', label: 'Phone' },
];

interface DeviceToggleProps {
  device: PreviewDevice;
  onChange: (device: PreviewDevice) => void;
}

/** Desktop or phone (a 390 px wide frame): a segmented control of two pressed-or-not buttons. */
export function DeviceToggle({ device, onChange }: DeviceToggleProps) {
  return (
    <div className="device-toggle" role="group" aria-label="Preview size">
      {DEVICES.map((option) => (
        <button
          key={option.device}
          type="button"
          className="device-toggle__option"
          aria-pressed={option.device === device}
          onClick={() => onChange(option.device)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
