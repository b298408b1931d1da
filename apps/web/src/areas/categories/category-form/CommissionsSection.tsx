import { Button, Empty, Flex, Form, InputNumber, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { boosterCommissionInputSchema, type CategoryLookups } from '@phlox/contract';
import { zodRule } from '../../../shared/forms/zodRule';

const fields = boosterCommissionInputSchema.shape;

/** Each booster club's share (percent) of sales of events in this category. */
export function CommissionsSection({ lookups }: { lookups: CategoryLookups | undefined }) {
  const chosen = Form.useWatch<Array<{ organizationId?: number }> | undefined>('boosterCommissions') ?? [];
  return (
    <Form.List name="boosterCommissions">
      {(rows, { add, remove }) => (
        <Flex vertical gap={4}>
          {rows.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No booster club commissions for this category" />
          )}
          {rows.map((row, index) => (
            <Flex key={row.key} gap={12} align="flex-start" wrap>
              <Form.Item
                name={[row.name, 'organizationId']}
                label={index === 0 ? 'Booster club' : undefined}
                rules={[{ required: true, message: 'Choose a booster club' }]}
                style={{ flex: '1 1 280px', marginBottom: 12 }}
              >
                <Select
                  aria-label={`Booster club ${index + 1}`}
                  showSearch
                  optionFilterProp="label"
                  placeholder="Choose a booster club"
                  options={(lookups?.boosterClubs ?? []).map((o) => ({
                    value: o.id,
                    label: o.name,
                    // One row per club: a club already chosen in another row is not offered again.
                    disabled: chosen.some((c, i) => i !== index && c?.organizationId === o.id),
                  }))}
                />
              </Form.Item>
              <Form.Item
                name={[row.name, 'percent']}
                label={index === 0 ? 'Commission' : undefined}
                rules={[zodRule(fields.percent)]}
                style={{ width: 160, marginBottom: 12 }}
              >
                <InputNumber<string>
                  aria-label={`Commission ${index + 1}`}
                  stringMode
                  min="0"
                  max="100"
                  step="0.5"
                  precision={2}
                  suffix="%"
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove booster club ${index + 1}`}
                onClick={() => remove(row.name)}
                style={{ marginTop: index === 0 ? 30 : 0 }}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ percent: '10' })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add booster club
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
