import { Button, Table, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { SchoolDistrictSchool } from '@phlox/contract';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

interface ChosenSchoolsProps {
  schools: SchoolDistrictSchool[];
  onRemove: (id: number) => void;
}

/** The district's chosen schools with their city and type: the picker's tags alone cannot tell two "Lincoln High"s apart. */
export function ChosenSchools({ schools, onRemove }: ChosenSchoolsProps) {
  if (!schools.length)
    return <Typography.Text type="secondary">No schools chosen yet: search above to add them.</Typography.Text>;
  return (
    <Table<SchoolDistrictSchool>
      size="small"
      aria-label="Chosen schools"
      rowKey="id"
      dataSource={schools}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { key: 'name', title: 'School', dataIndex: 'name' },
        { key: 'city', title: 'City', render: (_, s) => s.city ?? dash },
        { key: 'type', title: 'Type', render: (_, s) => s.typeName ?? dash },
        {
          key: 'remove',
          title: <span className="sr-only">Remove</span>,
          align: 'right',
          width: 100,
          render: (_, s) => (
            <Button
              type="link"
              size="small"
              icon={<CloseOutlined aria-hidden />}
              aria-label={`Remove ${s.name}`}
              onClick={() => onRemove(s.id)}
            >
              Remove
            </Button>
          ),
        },
      ]}
    />
  );
}
