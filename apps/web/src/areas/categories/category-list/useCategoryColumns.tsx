import { useMemo } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PictureOutlined } from '@ant-design/icons';
import type { CategoryListItem } from '@phlox/contract';
import { DateCell } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useListLink } from '../../../shared/routing/useBackToList';
import { useDeleteCategory } from '../api';
import { categoryPaths } from '../paths';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

function Thumbnail({ url }: { url: string | null }) {
  const box = { width: 32, height: 32, borderRadius: 4, flex: 'none' } as const;
  if (!url)
    return (
      <Flex align="center" justify="center" style={{ ...box, background: '#f0f0f0', color: '#bfbfbf' }} aria-hidden>
        <PictureOutlined />
      </Flex>
    );
  return <img src={url} alt="" style={{ ...box, objectFit: 'cover' }} loading="lazy" />;
}

/**
 * The Categories table, declared. In the default (tree) order a sport sits under its group, so its name
 * is indented; with another sort the Parent column carries the tree.
 */
export function useCategoryColumns({ canManage, treeOrder }: { canManage: boolean; treeOrder: boolean }) {
  const { mutateAsync: deleteById } = useDeleteCategory();
  const remove = useDeleteWithMessage(deleteById, 'category');
  const listLink = useListLink();
  const navigate = useNavigate();

  return useMemo<ResourceColumn<CategoryListItem>[]>(() => {
    const columns: ResourceColumn<CategoryListItem>[] = [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        render: (_, c) => (
          <Flex align="center" gap={8} style={{ paddingLeft: treeOrder && c.parent ? 24 : 0 }}>
            <Thumbnail url={c.imageUrl} />
            {canManage ? <Link {...listLink(categoryPaths.edit(c.id))}>{c.name}</Link> : <span>{c.name}</span>}
            {!c.parent && <Tag>Group</Tag>}
          </Flex>
        ),
      },
      {
        key: 'slug',
        title: 'Slug',
        sortField: 'slug',
        render: (_, c) => <Typography.Text code>{c.slug}</Typography.Text>,
      },
      { key: 'parent', title: 'Parent', render: (_, c) => c.parent?.name ?? dash },
      {
        key: 'questionCount',
        title: 'Questions',
        align: 'right',
        render: (_, c) => c.questionCount,
      },
      {
        key: 'childCount',
        title: 'Sub-categories',
        align: 'right',
        render: (_, c) => (c.parent ? dash : c.childCount),
      },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, c) => <DateCell value={c.createdAt} />,
      },
    ];
    if (canManage) {
      columns.push(
        actionsColumn({
          itemType: 'category',
          nameOf: (c) => c.name,
          onEdit: (c) => void navigate(categoryPaths.edit(c.id), { state: listLink(categoryPaths.edit(c.id)).state }),
          onDelete: (c) => remove(c.id, c.name),
        }),
      );
    }
    return columns;
  }, [canManage, treeOrder, listLink, navigate, remove]);
}
