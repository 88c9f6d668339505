import { Typography } from 'antd';
import { usePageTitle } from './usePageTitle';

/** An area whose feature has not landed yet: its title and an honest line saying so. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  usePageTitle(title);
  return (
    <section>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
    </section>
  );
}
