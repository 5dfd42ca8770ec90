import type { OwnerMessageId } from '../i18n/en';
import { useT } from '../i18n/i18n-context';

export type PreviewDevice = 'desktop' | 'phone';

const DEVICES: readonly { device: PreviewDevice; label: OwnerMessageId }[] = [
  { device: 'desktop', label: 'preview.page.desktop' },
  { device: 'phone', label: 'preview.page.phone' },
];

interface DeviceToggleProps {
  device: PreviewDevice;
  onChange: (device: PreviewDevice) => void;
}

/** Desktop or phone (a 390 px wide frame): a segmented control of two pressed-or-not buttons. */
export function DeviceToggle({ device, onChange }: DeviceToggleProps) {
  const t = useT();
  return (
    <div className="device-toggle" role="group" aria-label={t('preview.page.size')}>
      {DEVICES.map((option) => (
        <button
          key={option.device}
          type="button"
          className="device-toggle__option"
          aria-pressed={option.device === device}
          onClick={() => onChange(option.device)}
        >
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
