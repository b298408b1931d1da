import { Result } from 'antd';
import { Link } from 'react-router';

interface NoAccessProps {
  /** "add products" */
  what: string;
  /** "Products" */
  area: string;
  listPath: string;
}

/** An add page opened by someone whose role may only view the area (the server would refuse the save). */
export function NoAccess({ what, area, listPath }: NoAccessProps) {
  return (
    <Result
      status="403"
      title="No access"
      subTitle={`Your role lets you view ${area.toLowerCase()} but not ${what}.`}
      extra={<Link to={listPath}>Back to {area.toLowerCase()}</Link>}
    />
  );
}
