import { Button, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { questionOptionInputSchema } from '@phlox/contract';
import { zodRule } from '../../../shared/forms/zodRule';

const fields = questionOptionInputSchema.shape;

/** The answers a select question offers: a name shown to the customer and an optional code. */
export function OptionsEditor({ questionName, questionNumber }: { questionName: number; questionNumber: number }) {
  return (
    <Form.List
      name={[questionName, 'options']}
      rules={[
        {
          validator: async (_rule, options: unknown[] | undefined) => {
            if (!options?.length) throw new Error('Add at least one option');
          },
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, fontWeight: 500, color: 'inherit', border: 0, marginBottom: 8 }}>
            Options
          </legend>
          {rows.map((row, index) => (
            <Flex key={row.key} gap={8} align="flex-start">
              <Form.Item name={[row.name, 'name']} rules={[zodRule(fields.name)]} style={{ flex: 2, marginBottom: 8 }}>
                <Input
                  maxLength={150}
                  placeholder="Action"
                  aria-label={`Question ${questionNumber}, option ${index + 1} name`}
                />
              </Form.Item>
              <Form.Item name={[row.name, 'code']} rules={[zodRule(fields.code)]} style={{ flex: 1, marginBottom: 8 }}>
                <Input
                  maxLength={50}
                  placeholder="Code (optional)"
                  aria-label={`Question ${questionNumber}, option ${index + 1} code`}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove option ${index + 1} of question ${questionNumber}`}
                onClick={() => remove(row.name)}
              />
            </Flex>
          ))}
          {errors.length > 0 && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBottom: 4 }}>
              {errors}
            </Typography.Text>
          )}
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ name: '', code: '' })}
            style={{ marginTop: 4 }}
          >
            Add option
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
