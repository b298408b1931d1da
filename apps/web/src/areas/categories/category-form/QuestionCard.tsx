import { Button, Card, Checkbox, Col, Flex, Form, Input, InputNumber, Row, Select, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { categoryQuestionInputSchema, QUESTION_TYPES, questionHasOptions, type CategoryLookups } from '@phlox/contract';
import { zodRule } from '../../../shared/forms/zodRule';
import { OptionsEditor } from './OptionsEditor';

const fields = categoryQuestionInputSchema.shape;
const TYPE_LABELS: Record<(typeof QUESTION_TYPES)[number], string> = {
  text: 'Text',
  select: 'Select (one option)',
  multiselect: 'Select (several options)',
  number: 'Number',
  checkbox: 'Checkbox',
};

interface QuestionCardProps {
  /** The Form.List field name (index) and its stable key, the drag id. */
  name: number;
  dragId: string;
  index: number;
  count: number;
  lookups: CategoryLookups | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One checkout question: its text, type, priority, product category, shot label, flags and options. */
export function QuestionCard({ name, dragId, index, count, lookups, onMove, onRemove }: QuestionCardProps) {
  const type = Form.useWatch<string | undefined>(['questions', name, 'questionType']);
  const text = Form.useWatch<string | undefined>(['questions', name, 'questions']);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: dragId,
  });
  const number = index + 1;
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
    >
      <Card
        size="small"
        role="group"
        aria-label={`Question ${number}`}
        style={{ boxShadow: isDragging ? '0 6px 16px rgba(0,0,0,0.16)' : undefined }}
        title={
          <Flex align="center" gap={8}>
            <Button
              ref={setActivatorNodeRef}
              type="text"
              size="small"
              icon={<HolderOutlined aria-hidden />}
              aria-label={`Reorder question ${number} (drag, or press Space then the arrow keys)`}
              style={{ cursor: 'grab' }}
              {...attributes}
              {...listeners}
            />
            <span>
              {number}. {text?.trim() || 'New question'}
            </span>
          </Flex>
        }
        extra={
          <Flex>
            <Tooltip title="Move up">
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={`Move question ${number} up`}
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
              />
            </Tooltip>
            <Tooltip title="Move down">
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={`Move question ${number} down`}
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
              />
            </Tooltip>
            <Tooltip title="Remove">
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove question ${number}`}
                onClick={onRemove}
              />
            </Tooltip>
          </Flex>
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={[name, 'questions']} label="Question" rules={[zodRule(fields.questions)]}>
              <Input maxLength={500} placeholder="Jersey number" />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item name={[name, 'questionType']} label="Answer type">
              <Select options={QUESTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name={[name, 'priority']} label="Priority" rules={[zodRule(fields.priority)]}>
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={8}>
            <Form.Item name={[name, 'productCategoryId']} label="Product category">
              <Select
                allowClear
                placeholder="Any product"
                options={(lookups?.productCategories ?? []).map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={[name, 'shotLabel']} label="Shot label" rules={[zodRule(fields.shotLabel)]}>
              <Input maxLength={100} placeholder="Jersey" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Flex gap={16} style={{ marginBottom: 24, minHeight: 32 }} align="center">
              <Form.Item name={[name, 'isShortCard']} valuePropName="checked" noStyle>
                <Checkbox>Short card</Checkbox>
              </Form.Item>
              <Form.Item name={[name, 'isAddGallery']} valuePropName="checked" noStyle>
                <Checkbox>Add gallery</Checkbox>
              </Form.Item>
            </Flex>
          </Col>
        </Row>
        {type && questionHasOptions(type) && <OptionsEditor questionName={name} questionNumber={number} />}
      </Card>
    </div>
  );
}
