import { NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { AddressLines } from '../../shared/orders';
import type { AddressInput } from '../../shared/schemas/auth';
import type { Queryable, Sql, TransactionSql } from '../db';
import { type Origin, recordActivity } from './activity';

/** A saved address as every call returns it. */
export interface Address extends AddressLines {
  id: string;
  label: string | null;
  postal_code: string | null;
  /** ISO 3166-2:EG code, or null for an older address whose city names none (asked at the next checkout). */
  governorate: string | null;
  is_default: boolean;
  created_at: Date;
}

/** Fields of a partial update: absent keys stay, '' clears label or postal code. */
export type AddressPatch = Partial<AddressInput>;

export const ADDRESS_NOT_FOUND = msg('accounts.addressNotFound');

const emptyToNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

type AddressRow = Omit<Address, 'id'> & { id: bigint; user_id: bigint; updated_at: Date };

function toAddress(r: AddressRow): Address {
  return {
    id: String(r.id),
    label: r.label,
    first_name: r.first_name,
    last_name: r.last_name,
    phone: r.phone,
    address: r.address,
    city: r.city,
    country: r.country,
    postal_code: r.postal_code,
    governorate: r.governorate,
    is_default: r.is_default,
    created_at: r.created_at,
  };
}

/** A user's saved addresses: the default first, then the newest. */
export async function listAddresses(sql: Queryable, userId: string): Promise<{ items: Address[] }> {
  const rows = await sql<AddressRow[]>`
    select * from addresses where user_id = ${userId} order by is_default desc, created_at desc, id desc`;
  return { items: rows.map(toAddress) };
}

async function readAddress(tx: TransactionSql, userId: string, id: string): Promise<Address> {
  const [row] = await tx<AddressRow[]>`select * from addresses where id = ${id} and user_id = ${userId}`;
  if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
  return toAddress(row);
}

/**
 * Run a change to a user's addresses with the user's row locked, so two concurrent changes of the default
 * cannot both pass the one-default rule (the partial unique index would refuse the second).
 */
function withAddressesLocked<T>(sql: Sql, userId: string, work: (tx: TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select 1 from users where id = ${userId} for update`;
    return work(tx);
  }) as Promise<T>;
}

async function clearDefault(tx: TransactionSql, userId: string): Promise<void> {
  await tx`update addresses set is_default = false, updated_at = now() where user_id = ${userId} and is_default`;
}

/** Save a new address. The first one, or one sent with is_default, becomes the default. */
export async function addAddress(sql: Sql, userId: string, input: AddressInput, origin: Origin): Promise<Address> {
  return withAddressesLocked(sql, userId, async (tx) => {
    const [existing] = await tx`select 1 from addresses where user_id = ${userId} limit 1`;
    const isDefault = input.is_default === true || !existing;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx<{ id: string }[]>`
      insert into addresses (user_id, label, first_name, last_name, phone, address, city, country, postal_code, governorate, is_default)
      values (${userId}, ${emptyToNull(input.label)}, ${input.first_name}, ${input.last_name}, ${input.phone}, ${input.address},
              ${input.city}, ${input.country}, ${emptyToNull(input.postal_code)}, ${input.governorate ?? null}, ${isDefault})
      returning id::text as id`;
    await recordActivity(tx, userId, 'address.added', origin, { address_id: row!.id });
    return readAddress(tx, userId, row!.id);
  });
}

/** Change some fields of one of the user's addresses (another user's address is not found). */
export async function updateAddress(
  sql: Sql,
  userId: string,
  id: string,
  patch: AddressPatch,
  origin: Origin,
): Promise<Address> {
  return withAddressesLocked(sql, userId, async (tx) => {
    const current = await readAddress(tx, userId, id);
    if (patch.is_default === true && !current.is_default) await clearDefault(tx, userId);
    await tx`
      update addresses set
        label = ${patch.label === undefined ? current.label : emptyToNull(patch.label)},
        first_name = ${patch.first_name ?? current.first_name},
        last_name = ${patch.last_name ?? current.last_name},
        phone = ${patch.phone ?? current.phone},
        address = ${patch.address ?? current.address},
        city = ${patch.city ?? current.city},
        country = ${patch.country ?? current.country},
        postal_code = ${patch.postal_code === undefined ? current.postal_code : emptyToNull(patch.postal_code)},
        governorate = ${patch.governorate ?? current.governorate},
        is_default = ${patch.is_default ?? current.is_default},
        updated_at = now()
      where id = ${id} and user_id = ${userId}`;
    await recordActivity(tx, userId, 'address.updated', origin, { address_id: id });
    return readAddress(tx, userId, id);
  });
}

/** Delete one of the user's addresses; if it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(sql: Sql, userId: string, id: string, origin: Origin): Promise<void> {
  await withAddressesLocked(sql, userId, async (tx) => {
    const current = await readAddress(tx, userId, id);
    await tx`delete from addresses where id = ${id} and user_id = ${userId}`;
    if (current.is_default) {
      await tx`update addresses set is_default = true, updated_at = now()
               where id = (select id from addresses where user_id = ${userId} order by created_at desc, id desc limit 1)`;
    }
    await recordActivity(tx, userId, 'address.deleted', origin, { address_id: id });
  });
}

/** Make one of the user's addresses the default (the previous default stops being one). */
export async function setDefaultAddress(sql: Sql, userId: string, id: string, origin: Origin): Promise<Address> {
  return withAddressesLocked(sql, userId, async (tx) => {
    await readAddress(tx, userId, id);
    await clearDefault(tx, userId);
    await tx`update addresses set is_default = true, updated_at = now() where id = ${id} and user_id = ${userId}`;
    await recordActivity(tx, userId, 'address.default_set', origin, { address_id: id });
    return readAddress(tx, userId, id);
  });
}
