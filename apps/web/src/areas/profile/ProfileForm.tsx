import { useCallback, useState } from 'react';
import { App, Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { PHOTOGRAPHER_PAY_FIELDS, profileUpdateSchema, type Profile } from '@phlox/contract';
import { applyServerErrors } from '../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../shared/forms/FormFailureAlert';
import { LongForm, SaveBar } from '../../shared/forms/LongForm';
import { useUnsavedChangesGuard } from '../../shared/forms/useUnsavedChangesGuard';
import { zodRule } from '../../shared/forms/zodRule';
import { usePermission } from '../../shared/permissions/usePermission';
import { ImageDropzone } from '../../shared/uploads/ImageDropzone';
import {
  PhotographerFields,
  sameValues,
  toPhotographerInput,
  toPhotographerValues,
  type PhotographerFormValues,
} from '../users/public';
import { useUpdateProfile } from './api';

interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  avatarUrl: string | null;
  photographer: PhotographerFormValues;
}

const fields = profileUpdateSchema.shape;

function toFormValues(p: Profile): ProfileFormValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone ?? '',
    avatarUrl: p.avatarUrl,
    photographer: toPhotographerValues(p.photographer),
  };
}

/** Name, phone and photo (and the photographer profile for a photographer); the e-mail is shown, not edited. */
export function ProfileForm({ profile, onReload }: { profile: Profile; onReload: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileFormValues>();
  const [initial, setInitial] = useState(() => toFormValues(profile));
  const [version, setVersion] = useState(profile.updatedAt);
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const track = useCallback((key: string) => (on: boolean) => setBusy((b) => ({ ...b, [key]: on })), []);
  const [trackAvatar] = useState(() => track('avatar'));
  const [trackImages] = useState(() => track('images'));
  useUnsavedChangesGuard(dirty);
  const update = useUpdateProfile();
  const isPhotographer = profile.photographer !== null;
  // Pay terms are set by staff (those who manage users); a photographer sees its own, read-only.
  const canSetPay = usePermission('users', 'manage');
  const photographerChanges = (v: PhotographerFormValues) => {
    const input = toPhotographerInput(v);
    if (!canSetPay) for (const k of PHOTOGRAPHER_PAY_FIELDS) delete input[k];
    return input;
  };

  const onFinish = async (values: ProfileFormValues) => {
    setFailure(null);
    const { photographer, ...rest } = { ...initial, ...values };
    try {
      const saved = await update.mutateAsync({
        changes: { ...rest, ...(isPhotographer ? { photographer: photographerChanges(photographer) } : {}) },
        updatedAt: version,
      });
      // The page stays open: what was saved becomes the new starting point.
      const next = toFormValues(saved);
      setInitial(next);
      setVersion(saved.updatedAt);
      form.setFieldsValue(next);
      setDirty(false);
      void message.success('Profile saved');
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  };

  return (
    <LongForm<ProfileFormValues>
      form={form}
      initialValues={initial}
      onValuesChange={(_changed, all) => setDirty(!sameValues(initial, { ...initial, ...all }))}
      onFinish={onFinish}
      disabled={update.isPending}
    >
      <Flex vertical gap={16}>
        <Card title="Your details">
          <Row gutter={24}>
            <Col xs={24} lg={16}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="firstName" label="First name" rules={[zodRule(fields.firstName)]}>
                    <Input maxLength={100} autoComplete="given-name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="lastName" label="Last name" rules={[zodRule(fields.lastName)]}>
                    <Input maxLength={100} autoComplete="family-name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    label="E-mail"
                    htmlFor="profile-email"
                    extra="Ask an administrator to change your e-mail address."
                  >
                    <Input id="profile-email" value={profile.email} readOnly variant="filled" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="phone" label="Phone" rules={[zodRule(fields.phone)]}>
                    <Input maxLength={30} type="tel" autoComplete="tel" placeholder="(214) 555-0182" />
                  </Form.Item>
                </Col>
              </Row>
            </Col>
            <Col xs={24} lg={8}>
              <Form.Item name="avatarUrl" label="Photo">
                <ImageDropzone label="Upload a photo" onUploadingChange={trackAvatar} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        {isPhotographer && (
          <Card title="Photographer profile">
            <PhotographerFields onUploadingChange={trackImages} payReadOnly={!canSetPay} />
          </Card>
        )}
        <SaveBar alert={<FormFailureAlert failure={failure} itemType="profile" onReload={onReload} />}>
          <Button
            type="primary"
            htmlType="submit"
            loading={update.isPending}
            disabled={!dirty || Object.values(busy).some(Boolean)}
          >
            Save profile
          </Button>
        </SaveBar>
      </Flex>
    </LongForm>
  );
}
