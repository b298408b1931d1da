import { Button, Empty, Flex, Form } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { CategoryLookups } from '@phlox/contract';
import { newQuestion } from './formValues';
import { QuestionCard } from './QuestionCard';

const dragId = (key: number) => `question-${key}`;

/** Checkout questions in the order customers see them: drag (or use the arrows) to reorder. */
export function QuestionsSection({ lookups }: { lookups: CategoryLookups | undefined }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <Form.List name="questions">
      {(questions, { add, remove, move }) => {
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (!over || active.id === over.id) return;
          const from = questions.findIndex((q) => dragId(q.key) === active.id);
          const to = questions.findIndex((q) => dragId(q.key) === over.id);
          if (from >= 0 && to >= 0) move(from, to);
        };
        return (
          <Flex vertical gap={12}>
            {questions.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No checkout questions yet" />
            )}
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={questions.map((q) => dragId(q.key))} strategy={verticalListSortingStrategy}>
                {questions.map((q, index) => (
                  <QuestionCard
                    key={q.key}
                    name={q.name}
                    dragId={dragId(q.key)}
                    index={index}
                    count={questions.length}
                    lookups={lookups}
                    onMove={(to) => move(index, to)}
                    onRemove={() => remove(q.name)}
                  />
                ))}
              </SortableContext>
            </DndContext>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add(newQuestion())}
              style={{ alignSelf: 'flex-start' }}
            >
              Add question
            </Button>
          </Flex>
        );
      }}
    </Form.List>
  );
}
