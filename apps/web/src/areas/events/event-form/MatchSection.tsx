import { useEffect } from 'react';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { GENDER_LABELS, GENDERS, isMediaDayType, matchOfType, type EventLookups } from '@phlox/contract';
import { OrganizationSelect } from '../components/OrganizationSelect';
import type { EventFormValues } from './formValues';

/**
 * The match: gender, home and visiting team, level, school year, participating teams, multi gender/level. A media
 * day (or team portrait) has participating teams only, as on the Media Days form: the same rules either way.
 */
export function MatchSection({ lookups }: { lookups?: EventLookups }) {
  const levels = lookups?.levels.map((l) => ({ value: l.id, label: l.name }));
  const form = Form.useFormInstance<EventFormValues>();
  const type = Form.useWatch('competitionType', form);
  const mediaDay = type !== undefined && isMediaDayType(type);
  // Made a media day, the home and visiting teams already chosen are shown where they go: among those taking part.
  useEffect(() => {
    if (!mediaDay) return;
    const match = form.getFieldValue('match') as EventFormValues['match'];
    if (match.homeTeamId || match.visitingTeamId) form.setFieldValue('match', matchOfType('media_day', match));
  }, [form, mediaDay]);
  return (
    <Row gutter={16}>
      {!mediaDay && (
        <>
          <Col xs={24} md={12}>
            <Form.Item label="Home team" name={['match', 'homeTeamId']}>
              <OrganizationSelect allowClear placeholder="Search teams" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Visiting team" name={['match', 'visitingTeamId']}>
              <OrganizationSelect allowClear placeholder="Search teams" />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} md={8}>
        <Form.Item label="Gender" name={['match', 'gender']}>
          <Select
            allowClear
            placeholder="Not set"
            options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Level" name={['match', 'levelId']}>
          <Select allowClear placeholder="Choose the level" options={levels} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          label="Academic year"
          name={['match', 'academicYear']}
          rules={[{ pattern: /^\d{4}-\d{4}$/, message: 'Use a school year such as 2026-2027' }]}
        >
          <Input placeholder="2026-2027" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          label="Participating teams"
          name={['match', 'participatingTeams']}
          extra={
            mediaDay
              ? 'The teams photographed: a media day has no home and visiting team.'
              : 'For tournaments and multi-team events: these stand in for home and visiting.'
          }
        >
          <OrganizationSelect mode="multiple" allowClear placeholder="Search teams" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Multi gender" name={['match', 'multiGender']} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item label="Further levels" name={['match', 'multiLevelIds']}>
          <Select mode="multiple" allowClear placeholder="For a match covering several levels" options={levels} />
        </Form.Item>
      </Col>
    </Row>
  );
}
