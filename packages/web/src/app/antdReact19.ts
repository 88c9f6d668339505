import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { _redbiRoot?: Root };

/** antd 5 renders some pieces (button waves, static popups) with React 18's API; give it React 19's. */
export function installReact19RenderForAntd(): void {
  unstableSetRender((node, container: Container) => {
    container._redbiRoot ??= createRoot(container);
    const root = container._redbiRoot;
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      delete container._redbiRoot;
    };
  });
}
