import { Card, Col, Flex, Form, Input, Row } from 'antd';
import { PHOTOGRAPHER_PAY_FIELDS, profileUpdateSchema, type Profile, type ProfileUpdate } from '@phlox/contract';
import { FormFooter } from '../../shared/forms/FormFooter';
import { LongForm } from '../../shared/forms/LongForm';
import { useItemForm } from '../../shared/forms/useItemForm';
import { zodRule } from '../../shared/forms/zodRule';
import { usePermission } from '../../shared/permissions/usePermission';
import { ImageDropzone } from '../../shared/uploads/ImageDropzone';
import { UploadPurposeProvider } from '../../shared/uploads/uploadPurpose';
import {
  PhotographerFields,
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
  const update = useUpdateProfile();
  const isPhotographer = profile.photographer !== null;
  // Pay terms are set by staff (those who manage users); a photographer sees its own, read-only.
  const canSetPay = usePermission('users', 'manage');
  const f = useItemForm({
    itemType: 'profile',
    item: profile,
    initialValues: () => toFormValues(profile),
    toInput: ({ photographer, ...rest }): ProfileUpdate => {
      if (!isPhotographer) return rest;
      const input = toPhotographerInput(photographer);
      if (!canSetPay) for (const k of PHOTOGRAPHER_PAY_FIELDS) delete input[k];
      return { ...rest, photographer: input };
    },
    save: ({ changes, item }) => update.mutateAsync({ changes, updatedAt: item?.updatedAt ?? profile.updatedAt }),
    // The page stays open: what was saved becomes the new starting point.
    reopenWith: (saved) => ({ item: saved, values: toFormValues(saved) }),
  });

  return (
    <LongForm<ProfileFormValues> {...f.formProps}>
      {/* The caller's own photo and portfolio: allowed whatever the caller's module tiers. */}
      <UploadPurposeProvider value="profile">
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
                  <ImageDropzone label="Upload a photo" onUploadingChange={f.trackUploads('avatar')} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          {isPhotographer && (
            <Card title="Photographer profile">
              <PhotographerFields onUploadingChange={f.trackUploads('images')} payReadOnly={!canSetPay} />
            </Card>
          )}
          <FormFooter state={f} saveLabel="Save profile" onReload={onReload} />
        </Flex>
      </UploadPurposeProvider>
    </LongForm>
  );
}
