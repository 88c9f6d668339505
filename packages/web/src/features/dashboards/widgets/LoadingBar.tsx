import { theme } from 'antd';
import { usePrefersReducedMotion } from '../../../app/theme/reducedMotion';

const KEYFRAMES = '@keyframes redbi-widget-loading { from { transform: translateX(-100%); } to { transform: translateX(250%); } }';

/**
 * A thin bar along the top of a widget while its data loads: the widget keeps showing what it had and the
 * rest of the board stays usable (reference/visual.md, States). Still, when the system asks for less motion.
 */
export function LoadingBar({ label }: { label: string }) {
  const { token } = theme.useToken();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div role="progressbar" aria-label={label} style={{ position: 'absolute', insetInline: 0, top: 0, height: 2, overflow: 'hidden', zIndex: 2, background: token.colorPrimaryBg }}>
      <style>{KEYFRAMES}</style>
      <div
        style={{
          width: '40%',
          height: '100%',
          background: token.colorPrimary,
          animation: reducedMotion ? undefined : 'redbi-widget-loading 1.2s ease-in-out infinite',
        }}
      />
    </div>
  );
}
