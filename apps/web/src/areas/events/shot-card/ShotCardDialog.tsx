import { useState } from 'react';
import { Alert, App, Avatar, Button, Empty, Flex, List, Modal, Skeleton, Tag, Typography } from 'antd';
import { FilePdfOutlined, UserOutlined } from '@ant-design/icons';
import { SHOT_CARD_INLINE_MAX_PLAYERS } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatDateTime } from '../../../shared/format/date';
import { downloadShotCardPdf, useBackgroundShotCard, useShotCard } from '../api';

/**
 * The players of the game's teams to shoot at an event, by team, from its orders, with their jersey number, the shots
 * wanted and other notes; "Download PDF" gets the printable card (a large one is made in the background).
 */
export function ShotCardDialog({ eventId, onClose }: { eventId: number | null; onClose: () => void }) {
  const card = useShotCard(eventId);
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const background = useBackgroundShotCard();
  const players = card.data?.teams.reduce((n, t) => n + t.players.length, 0) ?? 0;
  // A large card is made in the background (its photos take a while): the bell offers the PDF.
  const large = players > SHOT_CARD_INLINE_MAX_PLAYERS;
  const download = async () => {
    if (eventId === null) return;
    if (large) {
      background.mutate(eventId, {
        onSuccess: () =>
          void message.success(
            `Making the shot card of ${players} players in the background: the bell shows its progress and the PDF`,
          ),
        onError: (error) => void message.error(errorMessage(error)),
      });
      return;
    }
    setDownloading(true);
    try {
      await downloadShotCardPdf(eventId);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Modal
      open={eventId !== null}
      onCancel={onClose}
      title={card.data ? `Shot card: ${card.data.title}` : 'Shot card'}
      width={760}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Close</Button>
          <Button
            type="primary"
            icon={<FilePdfOutlined aria-hidden />}
            loading={downloading || background.isPending}
            disabled={!card.data}
            onClick={() => void download()}
          >
            Download PDF
          </Button>
        </Flex>
      }
    >
      {card.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {card.isError && <Alert type="error" showIcon title={errorMessage(card.error)} />}
      {card.data && (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            {formatDateTime(card.data.startTime)} · {players} {players === 1 ? 'player' : 'players'}
            {card.data.otherTeamPlayers > 0 &&
              ` · ${card.data.otherTeamPlayers} more on this event's orders ${card.data.otherTeamPlayers === 1 ? 'plays' : 'play'} for other teams and ${card.data.otherTeamPlayers === 1 ? 'is' : 'are'} not listed`}
          </Typography.Text>
          {!card.data.teams.length && (
            <Empty description="No players to shoot yet: the event has no orders with players." />
          )}
          {card.data.teams.map((team) => (
            <section key={team.teamId ?? 'none'} aria-label={team.teamName}>
              <Typography.Title level={3} style={{ fontSize: 15 }}>
                {team.teamName} ({team.players.length})
              </Typography.Title>
              <List
                size="small"
                dataSource={team.players}
                rowKey={(p) => p.playerId}
                renderItem={(p) => (
                  <List.Item>
                    <List.Item.Meta
                      avatar={
                        <Avatar shape="square" size={48} src={p.imageUrl ?? undefined} icon={<UserOutlined />} alt="" />
                      }
                      title={
                        <span>
                          {p.number && <Tag color="blue">#{p.number}</Tag>}
                          {p.name}
                        </span>
                      }
                      description={
                        <Flex vertical gap={4}>
                          {p.shotTypes.length > 0 && (
                            <span aria-label="Shots wanted">
                              {p.shotTypes.map((shot) => (
                                <Tag key={shot}>{shot}</Tag>
                              ))}
                            </span>
                          )}
                          {p.answers
                            .filter((a) => a.kind === 'note')
                            .map((a) => (
                              <span key={`${a.question}-${a.answer}`}>
                                {a.shotLabel ?? a.question}: <Typography.Text strong>{a.answer}</Typography.Text>
                              </span>
                            ))}
                        </Flex>
                      }
                    />
                  </List.Item>
                )}
              />
            </section>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
