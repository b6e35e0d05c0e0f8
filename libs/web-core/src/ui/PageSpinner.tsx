import { Spin } from 'antd';

/** The spinner an area page shows while its code or its first data loads, centred in the content area. */
export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
      <Spin size="large" />
    </div>
  );
}
