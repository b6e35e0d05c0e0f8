import { Spin } from 'antd';

/** The spinner an area page shows while its code or its first data loads. */
export function PageSpinner() {
  return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
}
