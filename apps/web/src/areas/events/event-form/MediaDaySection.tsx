import { AutoComplete, Col, Form, Input, Row, Select } from 'antd';
import { EVENT_STATUSES, SOW_STATUS_LABELS, type EventLookups } from '@phlox/contract';
import { useOwnRowsOnly } from '../../../shared/permissions/usePermission';
import { useEventOrganizationOptions } from '../api';
import { OrganizationSelect } from '../components/OrganizationSelect';
import { STATUS_LABELS } from '../labels';
import { useSowOptions } from '../sowApi';
import type { EventFormValues } from './formValues';
import { suggestedTitles } from './mediaDayTitles';
import { TimeRangeFields } from './TimeRangeFields';

/**
 * A media day's own details: its title (required, with suggestions built from what is chosen), the teams taking
 * part instead of home and visiting, the organization and school district it is for, its Statement of Work,
 * status and time range (Chicago).
 */
export function MediaDaySection({ lookups }: { lookups?: EventLookups }) {
  const form = Form.useFormInstance<EventFormValues>();
  const teamIds = Form.useWatch(['match', 'participatingTeams'], form) ?? [];
  const districtId = Form.useWatch('schoolDistrictId', form);
  const start = Form.useWatch('startTime', form);
  const teams = useEventOrganizationOptions('', teamIds);
  // Statements of Work are staff only (the API refuses them to a photographer): no field that can only fail.
  const staff = !useOwnRowsOnly('events');
  const sows = useSowOptions(staff);
  const suggestions = suggestedTitles({
    district: lookups?.districts.find((d) => d.id === districtId)?.title,
    teams: teamIds.map((id) => teams.data?.find((t) => t.id === id)?.name ?? '').filter(Boolean),
    start,
  });
  return (
    <Row gutter={16}>
      <Col xs={24} md={16}>
        <Form.Item label="Title" name="title" required extra="Suggestions follow the district, teams and date.">
          <AutoComplete
            options={suggestions.map((t) => ({ value: t }))}
            placeholder="e.g. Plano ISD Fall Media Day"
            showSearch={{ filterOption: false }}
          >
            <Input maxLength={255} />
          </AutoComplete>
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Status" name="status">
          <Select options={EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          label="Participating teams"
          name={['match', 'participatingTeams']}
          extra="The teams photographed: a media day has no home and visiting team."
        >
          <OrganizationSelect mode="multiple" allowClear placeholder="Search teams" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Organization" name={['organizations', 0, 'organizationId']}>
          <OrganizationSelect allowClear placeholder="The school or club it is for" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="School district" name="schoolDistrictId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose the district"
            options={lookups?.districts.map((d) => ({
              value: d.id,
              label: d.state ? `${d.title} (${d.state})` : d.title,
            }))}
          />
        </Form.Item>
      </Col>
      {staff && (
        <Col xs={24} md={12}>
          <Form.Item label="Statement of Work" name="statementOfWorkId">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Agreed under…"
              loading={sows.isPending}
              options={sows.data?.map((s) => ({ value: s.id, label: `${s.title} (${SOW_STATUS_LABELS[s.status]})` }))}
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item label="Level" name={['match', 'levelId']}>
          <Select
            allowClear
            placeholder="All levels"
            options={lookups?.levels.map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
      </Col>
      <TimeRangeFields md={12} />
      <Col span={24}>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      </Col>
    </Row>
  );
}
