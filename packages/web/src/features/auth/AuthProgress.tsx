import { LoadingOutlined } from '@ant-design/icons';
import { Flex } from 'antd';

/** A step that runs on its own (activating, authenticating): a spinner and what is going on. */
export function AuthProgress({ message }: { message: string }) {
  return (
    <Flex role="status" vertical align="center" gap="middle" style={{ padding: '32px 0' }}>
      <LoadingOutlined spin style={{ fontSize: 32 }} />
      <span>{message}</span>
    </Flex>
  );
}
