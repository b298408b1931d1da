import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { GENDER_LABELS, GENDERS, type EventLookups } from '@phlox/contract';
import { OrganizationSelect } from '../components/OrganizationSelect';

/** The match: gender, home and visiting team, level, school year, participating teams, multi gender/level. */
export function MatchSection({ lookups }: { lookups?: EventLookups }) {
  const levels = lookups?.levels.map((l) => ({ value: l.id, label: l.name }));
  return (
    <Row gutter={16}>
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
          extra="For tournaments and multi-team events: these stand in for home and visiting."
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
