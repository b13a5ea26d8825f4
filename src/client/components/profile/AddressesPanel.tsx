import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { localPhone } from '../../../shared/phone';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressInput } from '../../../shared/schemas/auth';
import { type SavedAddress, useAddresses } from '../../hooks/useAddresses';
import { useLanguage } from '../../hooks/useLanguage';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { serverMessage } from '../../lib/errors';
import { joinList } from '../../lib/format';
import type { Language } from '../../i18n';
import type { PublicUser } from '../../lib/trpc';
import { ListState } from '../ListState/ListState';
import { AddressForm } from './AddressForm';
import { countryName } from '../../lib/countryName';
import { governorateName } from '../../../shared/governorates';
import { PanelTitle } from '../PanelTitle/PanelTitle';

/**
 * "12 Tahrir St, Dokki, Giza, Egypt" — an address (street, city, governorate, country) on one line, with the comma of the language; each part is isolated
 * (U+2068…U+2069) so a Latin street name keeps its order inside Arabic text and the reverse.
 */
function oneLine(address: SavedAddress, countryName: string, language: Language): string {
  // The governorate unless the city already names it ("Aswan, Aswan").
  const governorate = address.governorate ? governorateName(address.governorate, language) : '';
  const sameAsCity =
    address.governorate &&
    [governorateName(address.governorate, 'en'), governorateName(address.governorate, 'ar')].some(
      (name) => name.toLowerCase() === address.city.trim().toLowerCase(),
    );
  const parts = [address.address, address.city, sameAsCity ? '' : governorate, countryName]
    .filter(Boolean)
    .map((part) => `\u2068${part}\u2069`);
  return joinList(parts, language);
}

interface AddressCardProps {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One saved address with Edit, Delete and Make Default. */
function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const country = countryName(t, address.country);
  return (
    <Paper withBorder p="md" radius="md" data-testid="address-card">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{address.label || `${address.first_name} ${address.last_name}`}</Text>
            {address.is_default && (
              <Badge color="leaf" variant="light" size="sm">
                {t('addresses.default')}
              </Badge>
            )}
          </Group>
          {address.label && <Text size="sm">{`${address.first_name} ${address.last_name}`}</Text>}
          <Text size="sm">{oneLine(address, country, language)}</Text>
          {address.postal_code && (
            <Text size="sm" c="dimmed" className="ltr-run">
              {address.postal_code}
            </Text>
          )}
          <Text size="sm" c="dimmed" className="ltr-run">
            {localPhone(address.phone)}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm">
        <Button size="compact-sm" variant="light" onClick={onEdit} disabled={busy}>
          {t('addresses.edit')}
        </Button>
        {!address.is_default && (
          <Button size="compact-sm" variant="default" onClick={onMakeDefault} disabled={busy}>
            {t('addresses.makeDefault')}
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete} disabled={busy}>
          {t('addresses.delete')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The Addresses tab: the list in its four states, add, edit, delete (confirmed) and make default. */
export function AddressesPanel({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { list, add, update, remove, makeDefault } = useAddresses();
  /** 'new', the id of the address being edited, or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const items = list.data?.items;

  const failed = (title: string, failure: unknown) => {
    const message = serverMessage(failure);
    notifications.show({ color: 'red', title, message: message ? translate(message) : t('messages.networkError') });
  };

  const save = async (values: AddressInput) => {
    if (editing === 'new') {
      await add.mutateAsync(values);
      notifications.show({ color: 'leaf', message: t('addresses.saved') });
    } else if (editing) {
      await update.mutateAsync({ ...values, id: editing });
      notifications.show({ color: 'leaf', message: t('addresses.updated') });
    }
    setEditing(null);
  };

  /** Changes one address, its buttons disabled meanwhile, and says how it went. */
  const change = async (
    address: SavedAddress,
    action: { mutateAsync: (input: { id: string }) => Promise<unknown> },
    done: string,
    failure: string,
  ) => {
    const id = String(address.id);
    setBusyId(id);
    try {
      await action.mutateAsync({ id });
      notifications.show({ color: 'leaf', message: done });
    } catch (error) {
      failed(failure, error);
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = (address: SavedAddress) =>
    modals.openConfirmModal({
      title: t('addresses.confirmDelete.title'),
      children: (
        <Text size="sm">{t('addresses.confirmDelete.text', { address: address.label || address.address })}</Text>
      ),
      labels: { confirm: t('addresses.confirmDelete.confirm'), cancel: t('addresses.confirmDelete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => change(address, remove, t('addresses.deleted'), t('addresses.deleteFailed')),
    });

  const setDefault = (address: SavedAddress) =>
    change(address, makeDefault, t('addresses.defaultSet'), t('addresses.defaultFailed'));

  const editedAddress = editing && editing !== 'new' ? (items?.find((a) => String(a.id) === editing) ?? null) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <PanelTitle title={t('addresses.title')} subtitle={t('addresses.subtitle')} gap={2} />
        {editing === null && list.isSuccess && (
          <Button onClick={() => setEditing('new')} data-testid="add-address">
            {t('addresses.add')}
          </Button>
        )}
      </Group>
      {editing !== null && (
        <AddressForm
          key={editing}
          address={editedAddress}
          user={user}
          firstAddress={!items || items.length === 0}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <ListState
        query={list}
        items={items}
        texts="addresses"
        emptyHint={t('addresses.emptyHint')}
        testId="addresses-list"
      >
        {(addresses) => (
          <Stack gap="sm">
            {addresses.map((address) => (
              <AddressCard
                key={String(address.id)}
                address={address}
                busy={busyId === String(address.id) || editing !== null}
                onEdit={() => setEditing(String(address.id))}
                onDelete={() => confirmDelete(address)}
                onMakeDefault={() => void setDefault(address)}
              />
            ))}
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
